export { USERS_PAGE_SIZE, useUsers, usersQuery, type UsersFilters } from './use-users';
export { useUser, userQuery, type UserDetailData } from './use-user';
export { useUserAction, type UserAction } from './use-user-action';
export { useMakeAdmin } from './use-make-admin';
export { useResetTwoFactor } from './use-reset-two-factor';
export { hostBalancesQuery, useAdjustBalance, useHostBalances, type HostBalances } from './use-host-balances';

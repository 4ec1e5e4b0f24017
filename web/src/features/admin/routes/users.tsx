import { UsersPage } from '@/features/admin/users/users-page';

export default UsersPage;

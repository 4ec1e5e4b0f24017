/**
 * The frames of the signed-in areas (guards and layouts), one chunk that the route table loads
 * when a signed-in area is first opened (lazy-areas.tsx), so that the public pages do not
 * download them (issue 10's JavaScript budget).
 */
export { AdminGuard } from './guards/admin-guard';
export { RoleGuard } from './guards/role-guard';
export { AdminLayout } from './layouts/admin-layout';
export { AppLayout } from './layouts/app-layout';

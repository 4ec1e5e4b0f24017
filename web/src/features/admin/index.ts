/** What other parts of the app use from the admin feature (the admin dashboard route). */
export { AdminDashboardPage } from './dashboard/admin-dashboard-page';
export { useLiveSettings } from './settings/api';

export { dashboardQuery, useDashboard } from './use-dashboard';

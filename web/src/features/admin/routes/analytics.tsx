import { AdminAnalyticsPage } from '@/features/admin/analytics/admin-analytics-page';

export default AdminAnalyticsPage;

import { AdminAnalyticsPage } from '@/features/analytics';

export default AdminAnalyticsPage;

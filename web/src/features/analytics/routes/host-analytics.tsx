import { HostAnalyticsPage } from '../host-analytics-page';

export default HostAnalyticsPage;

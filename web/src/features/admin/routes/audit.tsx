import { AuditPage } from '../audit/audit-page';

export default AuditPage;

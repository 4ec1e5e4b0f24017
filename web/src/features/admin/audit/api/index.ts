export { AUDIT_PAGE_SIZE, auditQuery, useAudit, type AuditEntry, type AuditFilters } from './use-audit';

import { AuditLogPage } from '@/features/audit/components/audit-log-page';

/** /audit (issue 24 item 4): the audit log; not preloaded (its filters load beside it). Needs audit.read. */
export function Component() {
  return <AuditLogPage />;
}

import { FinanceReportPage } from '@/features/insight/components/finance-report-page';

/** /reports/finance (issue 27): the finance report, Finance and Admin (reports.read; the Viewer reads it too). */
export function Component() {
  return <FinanceReportPage />;
}

import { StaffListPage } from '@/features/staff/components/staff-list-page';

/** /staff: the staff list (issue 24, Admin only); its data loads in the page. */
export function Component() {
  return <StaffListPage />;
}

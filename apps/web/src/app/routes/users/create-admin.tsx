import { CreateAdminPage } from '@/features/users/components/create-admin-page';

/** /users/admin/create. */
export function Component() {
  return <CreateAdminPage />;
}

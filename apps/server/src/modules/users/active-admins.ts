import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-errors';

/**
 * The last active Admin rule (issue 24): someone must be left to manage the staff. Checked by a
 * staff member's demotion and deactivation (modules/staff) and by a deletion (user-deletion.service.ts).
 */
export const LAST_ADMIN = 'The last active Admin cannot be demoted, deactivated or deleted';

/**
 * Locks the row of every active Admin (not deleted, not deactivated) until the transaction ends and
 * answers their ids. In id order, so that two changes lock them in the same order (no deadlock);
 * take it before the changed user's own row. A change that waited here sees the rows as the
 * change before it left them (PostgreSQL re-reads a locked row that was updated meanwhile, and
 * drops one that no longer matches): two Admins demoting each other at once count one Admin the
 * second time.
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'Admin')
    .where('deleted_at', 'is', null)
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/**
 * 409 `staff.last_admin` when `userId` is one of the active Admins and the only one. `activeAdminIds`
 * comes from the locked rows (`lockActiveAdmins`), counted inside the change's transaction.
 */
export function assertAnotherAdminRemains(activeAdminIds: readonly number[], userId: number): void {
  if (activeAdminIds.includes(userId) && activeAdminIds.length <= 1) throw conflict(LAST_ADMIN, 'staff.last_admin');
}

import { prettyId } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit';
import { endSessions } from '../auth/sessions';
import { deleteTwoFactor } from '../auth/two-factor/two-factor.repository';
import { assertAnotherAdminRemains, lockActiveAdmins } from './active-admins';
import * as repository from './user-deletion.repository';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const ALREADY_DELETED = 'This user has already been deleted';
export const OPEN_PAYOUTS = 'The user has pending or in-progress payouts: complete or reject them first';

/**
 * Deletes a user (DESIGN.md §5, docs/users.md): in one transaction, with the user's row locked,
 * removes their documents, vehicles, presence and second factor, erases the personal fields of their row and ends
 * their sessions. Trips, payments, payouts and ledger rows stay and still add up. 409 for the
 * admin's own account, while payouts are open, when another admin deleted the user first, and for
 * the last active Admin (issue 24: when the user is an Admin, the active Admins' rows are locked
 * first and counted in the transaction, so two Admins deleting each other at once leave one; a
 * customer's or driver's deletion locks no one else's row: only an Admin can give the Admin role,
 * and only among staff).
 */
export function deleteUser(db: Db, id: number, actor: Actor, now = new Date()): Promise<void> {
  if (actor.id === id) return Promise.reject(conflict(CANNOT_DELETE_SELF, 'user.cannot_delete_self'));
  return db.transaction().execute(async (trx) => {
    const activeAdminIds = (await repository.roleOf(trx, id)) === 'Admin' ? await lockActiveAdmins(trx) : [];
    const user = await repository.lockUser(trx, id);
    if (!user) throw notFound('User');
    if (user.deleted_at) throw conflict(ALREADY_DELETED, 'user.already_deleted');
    assertAnotherAdminRemains(activeAdminIds, id);
    if ((await repository.countOpenPayouts(trx, id)) > 0) throw conflict(OPEN_PAYOUTS, 'user.open_payouts');
    await repository.snapshotVehiclesOfTrips(trx, id);
    const vehiclesRemoved = await repository.deleteVehicles(trx, id);
    const documentsRemoved = await repository.deleteDocuments(trx, id);
    await repository.deletePresence(trx, id);
    await deleteTwoFactor(trx, id); // the second factor's secret and recovery codes go with the account
    await repository.anonymiseUser(trx, id, now);
    await endSessions(trx, id);
    // the log keeps what happened, not the erased personal data
    const before = { id, prettyId: prettyId(user.role, id), role: user.role, balance: user.balance, verificationStatus: user.verification_status };
    const after = { deletedAt: now.toISOString(), vehiclesRemoved, documentsRemoved };
    await recordAudit(trx, actor, { action: 'delete', entityType: 'User', entityId: id, before, after });
  });
}

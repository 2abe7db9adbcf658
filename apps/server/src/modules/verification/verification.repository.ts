import { DocumentStatus } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { VerificationOwner } from './verification-owner';

/** The verification columns users and vehicles share. */
export interface VerificationState {
  verification_status: number;
  verified_until: Date | null;
  rejection_reason: string | null;
}

const COLUMNS = ['verification_status', 'verified_until', 'rejection_reason'] as const;

/**
 * The owner's verification state, its row locked until the transaction ends: every verification
 * and document change of one owner queues up behind this lock, so two admins never both win.
 * A deleted user is not found.
 */
export function lockOwner(db: Db, owner: VerificationOwner): Promise<VerificationState | undefined> {
  return ownerState(db, owner).forUpdate().executeTakeFirst();
}

/** The owner's verification state as committed now, without a lock (what a request decides on, before it queues for the lock). */
export function readOwner(db: Db, owner: VerificationOwner): Promise<VerificationState | undefined> {
  return ownerState(db, owner).executeTakeFirst();
}

function ownerState(db: Db, owner: VerificationOwner) {
  if (owner.kind === 'user') return db.selectFrom('users').select(COLUMNS).where('id', '=', owner.id).where('deleted_at', 'is', null);
  return db.selectFrom('vehicles').select(COLUMNS).where('id', '=', owner.id);
}

export async function saveVerification(db: Db, owner: VerificationOwner, state: VerificationState): Promise<void> {
  const table = owner.kind === 'user' ? 'users' : 'vehicles';
  await db.updateTable(table).set(state).where('id', '=', owner.id).execute();
}

/** Whether every document of the owner is approved (true when it has none). */
export async function allDocumentsApproved(db: Db, owner: VerificationOwner): Promise<boolean> {
  const column = owner.kind === 'user' ? 'user_id' : 'vehicle_id';
  const open = await db
    .selectFrom('documents')
    .select('id')
    .where(column, '=', owner.id)
    .where('document_status', '<>', DocumentStatus.Approved)
    .limit(1)
    .executeTakeFirst();
  return open === undefined;
}

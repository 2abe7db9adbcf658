import type { UpdateVerificationBody, VerificationResult } from '@taxi/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { lastAuditAt, recordAudit, type Actor } from '../audit/audit';
import { OWNER_ENTITY, type VerificationOwner } from './verification-owner';
import { toVerificationResult } from './verification.mappers';
import * as repository from './verification.repository';
import { assertUnchangedMeanwhile, decideVerification, VERIFICATION_KEYS } from './verification.rules';

const AUDIT_ACTION = 'verification';

/**
 * Approves, rejects or resets a user's or vehicle's verification (SPEC.md §4, DESIGN.md §5) in one
 * transaction: the owner's row is locked, the documents read under that lock, the change audited.
 * A bare approved-until date ends at 23:59:59 on the operator's clock (`timeZone`, OPERATOR_TIME_ZONE).
 * The state is first read without the lock: when another decision changed it after this one
 * arrived (`arrivedAt`), this one is stale (409), so of decisions sent at once exactly one wins.
 */
export async function updateVerification(
  db: Db,
  owner: VerificationOwner,
  body: UpdateVerificationBody,
  actor: Actor,
  timeZone: string,
  now = new Date(),
  arrivedAt = now,
): Promise<VerificationResult> {
  const entity = OWNER_ENTITY[owner.kind];
  const seen = await repository.readOwner(db, owner);
  if (!seen) throw notFound(entity);
  return db.transaction().execute(async (trx) => {
    const current = await repository.lockOwner(trx, owner);
    if (!current) throw notFound(entity);
    const documentsApproved = await repository.allDocumentsApproved(trx, owner);
    const next = decideVerification(entity.toLowerCase(), current, body, documentsApproved, timeZone, now);
    const lastDecisionAt = await lastAuditAt(trx, entity, owner.id, AUDIT_ACTION);
    assertUnchangedMeanwhile(`${entity.toLowerCase()}'s verification`, { seen, arrivedAt, lastDecisionAt }, current, VERIFICATION_KEYS);
    await repository.saveVerification(trx, owner, next);
    const before = toVerificationResult(current);
    const after = toVerificationResult(next);
    await recordAudit(trx, actor, { action: AUDIT_ACTION, entityType: entity, entityId: owner.id, before, after });
    return after;
  });
}

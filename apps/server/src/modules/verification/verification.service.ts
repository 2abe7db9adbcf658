import type { UpdateVerificationBody, VerificationResult } from '@taxi/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit';
import { OWNER_ENTITY, type VerificationOwner } from './verification-owner';
import { toVerificationResult } from './verification.mappers';
import * as repository from './verification.repository';
import { decideVerification } from './verification.rules';

/**
 * Approves, rejects or resets a user's or vehicle's verification (SPEC.md §4, DESIGN.md §5) in one
 * transaction: the owner's row is locked, the documents read under that lock, the change audited.
 * A bare approved-until date ends at 23:59:59 on the operator's clock (`timeZone`, OPERATOR_TIME_ZONE).
 */
export function updateVerification(
  db: Db,
  owner: VerificationOwner,
  body: UpdateVerificationBody,
  actor: Actor,
  timeZone: string,
  now = new Date(),
): Promise<VerificationResult> {
  const entity = OWNER_ENTITY[owner.kind];
  return db.transaction().execute(async (trx) => {
    const current = await repository.lockOwner(trx, owner);
    if (!current) throw notFound(entity);
    const documentsApproved = await repository.allDocumentsApproved(trx, owner);
    const next = decideVerification(entity.toLowerCase(), current, body, documentsApproved, timeZone, now);
    await repository.saveVerification(trx, owner, next);
    const before = toVerificationResult(current);
    const after = toVerificationResult(next);
    await recordAudit(trx, actor, { action: 'verification', entityType: entity, entityId: owner.id, before, after });
    return after;
  });
}

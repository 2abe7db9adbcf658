import type { UpdateIbanBody } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit';

/**
 * Sets or clears a driver's IBAN (issue 25; the contract checked it: ISO 13616 country, length and
 * mod-97), from the back office or the driver's own profile. Only a driver has one (409 for anyone
 * else); a deleted or unknown user is 404. Audited with who did it, under the user's row lock.
 * A payout already in a bank file keeps the IBAN the file was made with (bank_file_items).
 */
export function updateIban(db: Db, userId: number, body: UpdateIbanBody, actor: Actor): Promise<{ iban: string | null }> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'role', 'iban']).where('id', '=', userId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!user) throw notFound('User');
    if (user.role !== 'Driver') throw conflict('Only a driver has a bank account for payouts', 'conflict');
    if (user.iban !== body.iban) {
      await trx.updateTable('users').set({ iban: body.iban }).where('id', '=', userId).execute();
      await recordAudit(trx, actor, { action: 'iban', entityType: 'User', entityId: userId, before: { iban: user.iban }, after: { iban: body.iban } });
    }
    return { iban: body.iban };
  });
}

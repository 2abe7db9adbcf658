import { type CreateDispatchCustomerBody, DISPATCH_CUSTOMERS_LIMIT, type DispatchCustomer, phoneKey } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit';
import { toDispatchCustomer } from './dispatch-customers.mappers';
import * as repository from './dispatch-customers.repository';

/** The audit action of a customer added at the desk (entity User, like every account). */
export const CUSTOMER_CREATED = 'dispatch.customer_create';

export async function searchCustomers(db: Db, text: string): Promise<DispatchCustomer[]> {
  return (await repository.searchCustomers(db, text, DISPATCH_CUSTOMERS_LIMIT)).map(toDispatchCustomer);
}

const phoneTaken = (existing: DispatchCustomer) =>
  conflict(`The phone number ${existing.phoneNumber} already belongs to a customer (#${existing.id})`, 'customer.duplicate_phone', { phoneNumber: existing.phoneNumber, customerId: existing.id });

/**
 * A caller who is not a customer yet (docs/dispatch.md "Customers"): name, surname and phone
 * number, spaces normalised by the contract. 409 when a customer (not deleted) already has the
 * number (its last 10 digits, whatever the prefix); two desks adding one number at once queue on
 * the number's advisory lock, so the second gets the 409. Audited in the same transaction.
 */
export function createCustomer(db: Db, body: CreateDispatchCustomerBody, actor: Actor, now = new Date()): Promise<DispatchCustomer> {
  const key = phoneKey(body.phoneNumber);
  return db.transaction().execute(async (trx) => {
    await repository.lockPhoneKey(trx, key);
    const existing = await repository.findCustomerByPhoneKey(trx, key);
    if (existing) throw phoneTaken(toDispatchCustomer(existing));
    const created = toDispatchCustomer(await repository.insertCustomer(trx, body, now));
    await recordAudit(trx, actor, { action: CUSTOMER_CREATED, entityType: 'User', entityId: created.id, after: created });
    return created;
  });
}

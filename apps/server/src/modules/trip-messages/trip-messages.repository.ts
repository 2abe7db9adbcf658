import type { Db } from '../../db/database';
import type { TripMessagesTable } from '../../db/schema';

/** The trip's driver, its row shared-locked until the transaction ends: a message goes to the driver the trip has now. */
export function lockTripDriver(trx: Db, tripId: number) {
  return trx.selectFrom('trips').select(['id', 'driver_id']).where('id', '=', tripId).forShare().executeTakeFirst();
}

export function findTripDriver(db: Db, tripId: number) {
  return db.selectFrom('trips').select(['id', 'driver_id']).where('id', '=', tripId).executeTakeFirst();
}

/** Messages with their author's name as the account has it now (a deleted one reads "Deleted user"). */
function messagesWithAuthor(db: Db) {
  return db
    .selectFrom('trip_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.trip_id', 'm.author_id', 'm.author_role', 'm.body', 'm.sent_at', 'u.first_name', 'u.last_name']);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesWithAuthor>['execute']>>[number];

/** The trip's thread, oldest first (index trip_messages_trip_idx). */
export function listMessages(db: Db, tripId: number): Promise<MessageRow[]> {
  return messagesWithAuthor(db).where('m.trip_id', '=', tripId).orderBy('m.id').execute();
}

export async function insertMessage(trx: Db, values: { trip_id: number; author_id: number; author_role: TripMessagesTable['author_role']; body: string }): Promise<MessageRow> {
  const { id } = await trx.insertInto('trip_messages').values(values).returning('id').executeTakeFirstOrThrow();
  return messagesWithAuthor(trx).where('m.id', '=', id).executeTakeFirstOrThrow();
}

import type { TripMessage } from '@taxi/contract';
import type { MessageRow } from './trip-messages.repository';

export const toTripMessage = (row: MessageRow): TripMessage => ({
  id: row.id,
  tripId: row.trip_id,
  from: row.author_role,
  authorId: row.author_id,
  authorName: row.first_name === null ? '' : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  text: row.body,
  sentAt: new Date(row.sent_at).toISOString(),
});

import type { VehicleSortKey, VerificationStatus } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { endsWithin, type ExpiryBounds } from '../expiry/expiry-filter';
import { type ListSpec, type PageRange, type SortDirection, type SortKey, afterKeyset, keysetColumn, listPage, orderedBy } from '../../db/list-page';
import type { DocumentFields } from '../documents/documents.mappers';
import { ownerDocumentColumns } from '../documents/owner-documents.sql';
import { matchesSearch } from '../users/users.search';

/** The filters of the vehicles list (docs/vehicles.md); all optional, combined with AND. */
export interface VehiclesFilter {
  tripTypeId?: number | undefined;
  userId?: number | undefined;
  /** Free text on the owner: name, e-mail, phone or pretty id (the users search, on drivers). */
  user?: string | undefined;
  verificationStatus?: VerificationStatus | undefined;
  /** An approval or an approved document expiring within 30 days, or expired (issue 25). */
  expiry?: ExpiryBounds | undefined;
  /** Default: newest first (`created`, `desc`: by id). */
  sort?: { key: VehicleSortKey; direction: SortDirection } | undefined;
}

/** The keys of each order, the id last (unique); `status` is migration 0008's vehicles_verification_status_idx. */
const VEHICLE_ORDERS: Record<VehicleSortKey, readonly SortKey[]> = {
  created: [{ column: 'v.id', type: 'integer' }],
  status: [
    { column: 'v.verification_status', type: 'integer' },
    { column: 'v.id', type: 'integer' },
  ],
};

const orderOf = (filter: VehiclesFilter) => {
  const sort = filter.sort ?? { key: 'created', direction: 'desc' };
  return { keys: VEHICLE_ORDERS[sort.key], direction: sort.direction };
};

/** A vehicle with the names the list shows: its trip type and its owner. */
export interface VehicleListRow {
  id: number;
  trip_type_id: number;
  trip_type_name: string;
  brand: string;
  model: string;
  year: number;
  color: string;
  plate: string;
  number_of_seats: number;
  image_url: string | null;
  verification_status: number;
  owner_id: number;
  owner_first_name: string;
  owner_last_name: string;
}

export interface VehicleDetailsRow extends VehicleListRow {
  verified_until: Date | null;
  rejection_reason: string | null;
  all_documents_approved: boolean;
  documents: DocumentFields[];
}

/**
 * The vehicles of the filter whose owner is not deleted, from the vehicles table alone (the owner
 * test is a hashed list of the few deleted users), so the capped count does not join 200,000 users.
 */
function listedVehicles(db: Db, filter: VehiclesFilter) {
  let query = db
    .selectFrom('vehicles as v')
    .where('v.user_id', 'not in', db.selectFrom('users as deleted').select('deleted.id').where('deleted.deleted_at', 'is not', null));
  if (filter.tripTypeId !== undefined) query = query.where('v.trip_type_id', '=', filter.tripTypeId);
  if (filter.userId !== undefined) query = query.where('v.user_id', '=', filter.userId);
  if (filter.verificationStatus !== undefined) query = query.where('v.verification_status', '=', filter.verificationStatus);
  if (filter.expiry) query = query.where(endsWithin('v', 'vehicle_id', filter.expiry));
  const text = filter.user;
  // The owner's search is the users list's own (users.search.ts), run on the drivers (a vehicle's
  // owner is one): the role lets it use the drivers' trigram indexes (migration 0007).
  if (text) {
    const owners = db.selectFrom('users').select('users.id').where('users.role', '=', 'Driver').where(matchesSearch(text, 'Driver'));
    query = query.where('v.user_id', 'in', owners);
  }
  return query;
}

/** The trip type and owner a listed vehicle shows. */
const withOwner = (listed: ReturnType<typeof listedVehicles>) =>
  listed.innerJoin('trip_types as tt', 'tt.id', 'v.trip_type_id').innerJoin('users as u', 'u.id', 'v.user_id');

const listColumns = [
  'v.id',
  'v.trip_type_id',
  'tt.type_name as trip_type_name',
  'v.brand',
  'v.model',
  'v.year',
  'v.color',
  'v.plate',
  'v.number_of_seats',
  'v.image_url',
  'v.verification_status',
  'u.id as owner_id',
  'u.first_name as owner_first_name',
  'u.last_name as owner_last_name',
] as const;

/** The vehicles list, by default newest first (by id: the trip type index `(trip_type_id, id DESC)` serves the filter). */
export function vehiclesList(db: Db, filter: VehiclesFilter): ListSpec {
  const filtered = listedVehicles(db, filter);
  const { keys, direction } = orderOf(filter);
  return { filtered, selected: withOwner(filtered).select(listColumns), keys: keys.map((key) => key.column), direction };
}

/** One page of vehicles and how many match (db/list-page.ts: exact up to the cap). */
export const listVehicles = (db: Db, filter: VehiclesFilter, page: PageRange) => listPage<VehicleListRow>(db, vehiclesList(db, filter), page);

/** The vehicles that follow `after` in the list's order, for the CSV export in keyset batches. */
export async function listVehiclesAfter(
  db: Db,
  filter: VehiclesFilter,
  after: { keyset: string[] } | undefined,
  limit: number,
): Promise<(VehicleListRow & { keyset: string[] })[]> {
  const { keys, direction } = orderOf(filter);
  let query = withOwner(listedVehicles(db, filter)).select(listColumns).select(keysetColumn(keys));
  if (after) query = query.where(afterKeyset(keys, direction, after.keyset));
  return (await orderedBy(query, keys, direction).limit(limit).execute()) as (VehicleListRow & { keyset: string[] })[];
}

/** A vehicle with its trip type, owner, verification and documents, in one statement. */
export async function findVehicleDetails(db: Db, id: number): Promise<VehicleDetailsRow | undefined> {
  const result = await sql<VehicleDetailsRow>`
    SELECT v.id, v.trip_type_id, tt.type_name AS trip_type_name, v.brand, v.model, v.year, v.color, v.plate,
      v.number_of_seats, v.image_url, v.verification_status, v.verified_until, v.rejection_reason,
      u.id AS owner_id, u.first_name AS owner_first_name, u.last_name AS owner_last_name,
      ${ownerDocumentColumns('vehicle_id', 'v.id')}
    FROM vehicles v
    JOIN trip_types tt ON tt.id = v.trip_type_id
    JOIN users u ON u.id = v.user_id
    WHERE v.id = ${id} AND u.deleted_at IS NULL`.execute(db);
  return result.rows[0];
}

import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { TripTypesTable } from '../../db/schema';

export type TripTypeValues = Insertable<TripTypesTable>;

/** Every trip type, oldest first (the list is short: a handful of vehicle classes). */
export function listTripTypes(db: Db) {
  return db.selectFrom('trip_types').selectAll().orderBy('id').execute();
}

/** `tripTypeId` and `typeName` only, by name, for filters and pickers. */
export function listTripTypeOptions(db: Db) {
  return db.selectFrom('trip_types').select(['id', 'type_name']).orderBy('type_name').orderBy('id').execute();
}

export function findTripType(db: Db, id: number) {
  return db.selectFrom('trip_types').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked until the transaction ends, so two updates of one trip type queue up. */
export function findTripTypeForUpdate(db: Db, id: number) {
  return db.selectFrom('trip_types').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Another trip type whose name equals `name` ignoring case, as the unique index on lower(type_name) sees it (the database lower-cases both). */
export function findTripTypeByName(db: Db, name: string, exceptId?: number) {
  let query = db.selectFrom('trip_types').select(['id', 'type_name']).where(sql<string>`lower(type_name)`, '=', sql<string>`lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function insertTripType(db: Db, values: TripTypeValues) {
  return db.insertInto('trip_types').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateTripType(db: Db, id: number, values: TripTypeValues) {
  return db.updateTable('trip_types').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

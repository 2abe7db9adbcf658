import type { TripType, TripTypeBody, TripTypeOption } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-errors';
import { orDuplicate } from '../../lib/unique-violation';
import { recordAudit, type Actor } from '../audit/audit';
import { toTripType, toTripTypeOption, toTripTypeValues } from './trip-types.mappers';
import * as repository from './trip-types.repository';

const ENTITY = 'TripType';
const duplicateName = (name: string) => conflict(`A trip type named "${name}" already exists`, 'trip_type.duplicate_name', { name });

export async function listTripTypes(db: Db): Promise<TripType[]> {
  return (await repository.listTripTypes(db)).map(toTripType);
}

export async function listTripTypeOptions(db: Db): Promise<TripTypeOption[]> {
  return (await repository.listTripTypeOptions(db)).map(toTripTypeOption);
}

export async function getTripType(db: Db, id: number): Promise<TripType> {
  const row = await repository.findTripType(db, id);
  if (!row) throw notFound('Trip type');
  return toTripType(row);
}

/** Creates a trip type with a name no other has (ignoring case), audited in the same transaction. */
export function createTripType(db: Db, body: TripTypeBody, actor: Actor, now = new Date()): Promise<TripType> {
  return orDuplicate(() => duplicateName(body.typeName), () =>
    db.transaction().execute(async (trx) => {
      if (await repository.findTripTypeByName(trx, body.typeName)) throw duplicateName(body.typeName);
      const created = toTripType(await repository.insertTripType(trx, toTripTypeValues(body, now)));
      await recordAudit(trx, actor, { action: 'create', entityType: ENTITY, entityId: created.tripTypeId, after: created });
      return created;
    }),
  );
}

/** Replaces every field of a trip type; 404 when unknown, 409 when the new name belongs to another. */
export function updateTripType(db: Db, id: number, body: TripTypeBody, actor: Actor, now = new Date()): Promise<TripType> {
  return orDuplicate(() => duplicateName(body.typeName), () =>
    db.transaction().execute(async (trx) => {
      const existing = await repository.findTripTypeForUpdate(trx, id);
      if (!existing) throw notFound('Trip type');
      if (await repository.findTripTypeByName(trx, body.typeName, id)) throw duplicateName(body.typeName);
      const before = toTripType(existing);
      const after = toTripType(await repository.updateTripType(trx, id, toTripTypeValues(body, now)));
      await recordAudit(trx, actor, { action: 'update', entityType: ENTITY, entityId: id, before, after });
      return after;
    }),
  );
}

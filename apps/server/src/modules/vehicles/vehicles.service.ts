import type { VehicleDetails } from '@taxi/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import type { SignUrl } from '../documents/documents.mappers';
import { toVehicleDetails } from './vehicles.mappers';
import { findVehicleDetails } from './vehicles.repository';

/** Every field of SPEC.md §3 Vehicle in one round trip; an unknown vehicle is 404. */
export async function getVehicleDetails(db: Db, id: number, sign: SignUrl): Promise<VehicleDetails> {
  const row = await findVehicleDetails(db, id);
  if (!row) throw notFound('Vehicle');
  return toVehicleDetails(row, sign);
}

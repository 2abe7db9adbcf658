import { z } from 'zod';
import { Id, IsoDateTime, PageQuery, optionalQuery, sortQuery, text } from './common';
import { VerificationStatusCode } from './enums';
import { Document } from './documents';
import { ExpiryQuery, VerificationStatusQuery } from './verification';

/** Longest free-text `user` filter of the vehicles list. */
export const MAX_VEHICLE_USER_FILTER_LENGTH = 100;

/** The orders of the vehicles list: `created` (newest first by default: the id), `status` (verification, then id). */
export const VEHICLE_SORT_KEYS = ['created', 'status'] as const;
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number];
export const VehicleSort = sortQuery(VEHICLE_SORT_KEYS);
export type VehicleSort = NonNullable<z.infer<typeof VehicleSort>>;

/**
 * `GET /api/vehicles/GetVehicles` (SPEC.md §7, docs/vehicles.md): optional `tripType` (a trip type
 * id: one that does not exist gives an empty list, a malformed one is 400), `userId` (the owner's
 * id) and, beyond SPEC, `user`: free text matching a part of the owner's first, last or full name,
 * e-mail or phone number (ignoring case), or the owner's pretty id (`DRV-000042`, `drv-42`, `42`).
 * Beyond SPEC too: `verificationStatus` (0, 1, 2) and `sort` (default `-created`, newest first).
 * The filters combine (AND); the CSV export honours them.
 */
export const VehiclesQuery = PageQuery.extend({
  tripType: optionalQuery(Id),
  userId: optionalQuery(Id),
  user: optionalQuery(text({ max: MAX_VEHICLE_USER_FILTER_LENGTH })),
  verificationStatus: VerificationStatusQuery,
  expiry: ExpiryQuery,
  sort: VehicleSort,
});
export type VehiclesQuery = z.infer<typeof VehiclesQuery>;

/** `PATCH /api/vehicles/UpdateVehicleVerificationStatus/{vehicleId}`. */
export const VehicleIdParams = z.object({ vehicleId: Id });
export type VehicleIdParams = z.infer<typeof VehicleIdParams>;

/** The owner of a vehicle: what the list shows and what the details link to (/users/details/{id}). */
export const VehicleOwner = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export type VehicleOwner = z.infer<typeof VehicleOwner>;

export const VehicleListItem = z.object({
  vehicleId: z.number().int(),
  tripType: z.string(),
  tripTypeId: z.number().int(),
  vehicleBrand: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.number().int(),
  vehicleColor: z.string(),
  vehiclePlate: z.string(),
  imageUrl: z.string().nullable(),
  numberOfSeats: z.number().int(),
  user: VehicleOwner,
  verificationStatus: VerificationStatusCode,
});
export type VehicleListItem = z.infer<typeof VehicleListItem>;

/** `GET /api/vehicles/GetVehicle/{id}`: every field of SPEC.md §3 Vehicle; document URLs signed. */
export const VehicleDetails = VehicleListItem.extend({
  verifiedUntil: IsoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
  isAllDocumentApproved: z.boolean(),
  documents: z.array(Document),
});
export type VehicleDetails = z.infer<typeof VehicleDetails>;

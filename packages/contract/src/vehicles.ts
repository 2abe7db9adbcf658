import { z } from 'zod';
import { IsoDateTime, PageQuery, optionalQuery, text } from './common';
import { VerificationStatusCode } from './enums';
import { Document } from './documents';

export const VehiclesQuery = PageQuery.extend({
  tripType: optionalQuery(z.coerce.number().int().positive()),
  userId: optionalQuery(z.coerce.number().int().positive()),
  /** Free text matched against the owner's first and last name. */
  user: optionalQuery(text({ max: 100 })),
});
export type VehiclesQuery = z.infer<typeof VehiclesQuery>;

export const VehicleOwner = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

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

export const VehicleDetails = VehicleListItem.extend({
  verifiedUntil: IsoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
  isAllDocumentApproved: z.boolean(),
  documents: z.array(Document),
});
export type VehicleDetails = z.infer<typeof VehicleDetails>;

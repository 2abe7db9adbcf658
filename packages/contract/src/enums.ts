import { z } from 'zod';
import { ROLES } from './permissions';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Verification of a user or a vehicle (SPEC.md §3). */
export const VerificationStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type VerificationStatus = (typeof VerificationStatus)[keyof typeof VerificationStatus];
export const VerificationStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Document review state (SPEC.md §3). */
export const DocumentStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];
export const DocumentStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const DOCUMENT_TYPES = [
  'IdentityCard',
  'DrivingLicence',
  'CriminalRecord',
  'VehicleRegistration',
  'VehicleInsurance',
  'TaxiLicence',
] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentType>;
export const USER_DOCUMENT_TYPES: readonly DocumentType[] = ['IdentityCard', 'DrivingLicence', 'CriminalRecord'];
export const VEHICLE_DOCUMENT_TYPES: readonly DocumentType[] = ['VehicleRegistration', 'VehicleInsurance', 'TaxiLicence'];

/** Payout (bank transfer) state machine codes (SPEC.md §4, DESIGN.md §5). */
export const TransferStatus = { Pending: 0, InProgress: 1, Completed: 2, Rejected: 3 } as const;
export type TransferStatus = (typeof TransferStatus)[keyof typeof TransferStatus];
export const TransferStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Trip status: stored as a number, sent by name (DESIGN.md §5). */
export const TripStatus = {
  Searching: 0,
  Accepted: 1,
  DriverArrived: 2,
  InProgress: 3,
  Completed: 5,
  CanceledByCustomer: 6,
  CanceledByDriver: 7,
} as const;
export type TripStatusName = keyof typeof TripStatus;
export type TripStatusCode = (typeof TripStatus)[TripStatusName];
export const TRIP_STATUS_NAMES = Object.keys(TripStatus) as TripStatusName[];
export const TripStatusName = z.enum(TRIP_STATUS_NAMES as [TripStatusName, ...TripStatusName[]]);
export const tripStatusName = (code: number): TripStatusName => {
  const name = TRIP_STATUS_NAMES.find((key) => TripStatus[key] === code);
  if (!name) throw new Error(`Unknown trip status ${code}`);
  return name;
};
/** The codes the trips list filter offers (SPEC.md §4). */
export const TRIP_FILTER_STATUSES = [TripStatus.Completed, TripStatus.CanceledByCustomer, TripStatus.CanceledByDriver] as const;

/** Payment statuses as they travel on the wire; `refounded` keeps its historic spelling. */
export const PAYMENT_STATUSES = ['succeeded', 'completed', 'refounded', 'cancelled'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const isSuccessfulPayment = (status: string) => status === 'succeeded' || status === 'completed';

export const PAYMENT_METHODS = ['Cash', 'Card'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const CURRENCY = 'TRY';

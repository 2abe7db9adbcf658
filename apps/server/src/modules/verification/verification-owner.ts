/**
 * Who a verification or a document belongs to: a user or a vehicle (documents.user_id or
 * documents.vehicle_id). Users and vehicles share every verification and document rule.
 */
export type VerificationOwner = { kind: 'user'; id: number } | { kind: 'vehicle'; id: number };

export const userOwner = (id: number): VerificationOwner => ({ kind: 'user', id });
export const vehicleOwner = (id: number): VerificationOwner => ({ kind: 'vehicle', id });

/** The audit log's entity type and the name used in messages. */
export const OWNER_ENTITY = { user: 'User', vehicle: 'Vehicle' } as const;

/** The owner of a document row (exactly one of its two columns is set). */
export function ownerOfDocument(row: { user_id: number | null; vehicle_id: number | null }): VerificationOwner {
  if (row.user_id !== null) return userOwner(row.user_id);
  if (row.vehicle_id !== null) return vehicleOwner(row.vehicle_id);
  throw new Error('A document belongs to a user or a vehicle');
}

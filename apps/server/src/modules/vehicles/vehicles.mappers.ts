import type { VehicleDetails, VehicleListItem, VerificationStatus } from '@taxi/contract';
import { toDocument, type SignUrl } from '../documents/documents.mappers';
import type { VehicleDetailsRow, VehicleListRow } from './vehicles.repository';

export function toVehicleListItem(row: VehicleListRow): VehicleListItem {
  return {
    vehicleId: row.id,
    tripType: row.trip_type_name,
    tripTypeId: row.trip_type_id,
    vehicleBrand: row.brand,
    vehicleModel: row.model,
    vehicleYear: row.year,
    vehicleColor: row.color,
    vehiclePlate: row.plate,
    imageUrl: row.image_url,
    numberOfSeats: row.number_of_seats,
    user: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name },
    verificationStatus: row.verification_status as VerificationStatus,
  };
}

/** Every field of SPEC.md §3 Vehicle; document URLs are signed for this answer (the vehicle's picture is public). */
export function toVehicleDetails(row: VehicleDetailsRow, sign: SignUrl): VehicleDetails {
  return {
    ...toVehicleListItem(row),
    verifiedUntil: row.verified_until ? new Date(row.verified_until).toISOString() : null,
    rejectionReason: row.rejection_reason,
    isAllDocumentApproved: row.all_documents_approved,
    documents: row.documents.map((document) => toDocument(document, sign)),
  };
}

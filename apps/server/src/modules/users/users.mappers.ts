import { prettyId, type UserDetails, type UserListItem, type VerificationStatus } from '@taxi/contract';
import type { UserRow } from '../../db/schema';
import { toDocument, type SignUrl } from '../documents/documents.mappers';
import type { UserDetailsRow } from './user-details.repository';

export function toUserListItem(user: UserRow): UserListItem {
  return {
    id: user.id,
    prettyId: prettyId(user.role, user.id),
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phoneNumber: user.phone_number,
    registrationDate: user.registration_date.toISOString(),
    photoUrl: user.photo_url,
    role: user.role,
    verificationStatus: user.verification_status as VerificationStatus,
  };
}

/** Every field of SPEC.md §3 User; document URLs are signed for this answer. */
export function toUserDetails(row: UserDetailsRow, sign: SignUrl): UserDetails {
  return {
    ...toUserListItem(row),
    emailConfirmed: row.email_confirmed,
    phoneNumberConfirmed: row.phone_number_confirmed,
    address: row.address,
    rating: row.rating,
    balance: row.balance,
    verifiedUntil: row.verified_until ? row.verified_until.toISOString() : null,
    rejectionReason: row.rejection_reason,
    isAllDocumentApproved: row.all_documents_approved,
    documents: row.documents.map((document) => toDocument(document, sign)),
    vehiclesCount: row.vehicles_count,
    transfersCount: row.transfers_count,
    transfersTotalAmount: row.transfers_total,
    paymentsCount: row.payments_count,
    paymentsTotalAmount: row.payments_total,
    twoFactorEnabled: row.two_factor_enabled,
    iban: row.iban,
  };
}

/** What the audit log keeps of a user: no password hash. */
export const toUserAudit = (user: UserRow) => ({ ...toUserListItem(user), address: user.address, balance: user.balance });

import { prettyId, type UserListItem, type VerificationStatus } from '@taxi/contract';
import type { UserRow } from '../../db/schema';

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

import { tripTypeBody } from '../../trip-types/trip-type-body';

/**
 * A valid body per write route ("METHOD path" as in ROUTE_GUARDS): the fuzzer breaks one thing at
 * a time in it (one field replaced, removed or given a control character, an extra key), so its
 * requests get past the other fields and reach the service and the database. A route without an
 * example is fuzzed with bodies built from its schema alone.
 */
export const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/auth/Login': () => ({ username: 'fuzz.someone@test.taxi', password: 'Password123!' }),
  // A challenge the server never signed: refused (401) after the body passed, as a stale one is.
  'POST /api/auth/LoginTwoFactor': () => ({ challenge: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', code: '123456' }),
  'POST /api/auth/LoginTwoFactorSetup/Start': () => ({ challenge: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }),
  'POST /api/auth/LoginTwoFactorSetup/Confirm': () => ({ challenge: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', code: '123456' }),
  'POST /api/auth/TwoFactor/Confirm': () => ({ code: '123456' }),
  'POST /api/auth/TwoFactor/Disable': () => ({ code: '123456' }),
  'POST /api/auth/register': () => ({
    email: 'fuzz.new@test.taxi',
    password: 'Password123!',
    firstName: 'Fuzz',
    lastName: 'Tester',
    phoneNumber: '+90 533 000 0000',
    address: 'Girne, Northern Cyprus',
    role: 'Customer',
  }),
  'POST /api/TripType/CreateTripType': () => ({ ...tripTypeBody() }),
  'PUT /api/TripType/UpdateTripType/:id': () => ({ ...tripTypeBody() }),
  'PUT /api/AppSettings/UpdateAppSettings': () => ({
    nightTimeFrom: '22:00',
    nightTimeTo: '06:00',
    peakTimes: [{ peakTimeFrom: '07:00', peakTimeTo: '09:00' }],
    transferFromName: 'Taxi Ltd',
    tranferFromEmail: 'payouts@taxi.test',
    transferFromPhone: '+90 392 000 0000',
    transferFromAddress: 'Lefkoşa, Northern Cyprus',
  }),
  'POST /api/users/CreateUser': () => ({
    firstName: 'Fuzz',
    lastName: 'Admin',
    email: 'fuzz.admin@test.taxi',
    phoneNumber: '+90 533 000 0001',
    password: 'Password123!',
    address: 'Girne',
  }),
  'POST /api/staff/CreateStaffMember': () => ({
    firstName: 'Fuzz',
    lastName: 'Staff',
    email: 'fuzz.staff@test.taxi',
    phoneNumber: '+90 533 000 0002',
    role: 'Finance',
  }),
  'PATCH /api/staff/ChangeStaffRole/:id': () => ({ role: 'Support' }),
  'PATCH /api/users/UpdateUserVerificationStatus/:id': () => ({ verificationStatus: 2, verifiedUntil: null, rejectionReason: 'The photo is blurred' }),
  'PATCH /api/vehicles/UpdateVehicleVerificationStatus/:vehicleId': () => ({ verificationStatus: 2, verifiedUntil: null, rejectionReason: 'The plate is unreadable' }),
  'PATCH /api/documents/UpdateDocumentStatus/:documentId': () => ({ documentStatus: 2, rejectionReason: 'Expired' }),
  'PATCH /api/bankTransfers/UpdateBankTransferStatus/:id': () => ({ status: 3, rejectedReason: 'Wrong account' }),
  'POST /api/driver/position': () => ({ latitude: 35.19, longitude: 33.36 }),
  'POST /api/driver/presence': () => ({ online: false }),
  'POST /api/driver/payouts': () => ({ amount: 100, description: 'Weekly payout' }),
  'PUT /api/driver/profile/iban': () => ({ iban: 'TR33 0006 1005 1978 6457 8413 26' }),
  'PUT /api/users/UpdateUserIban/:id': () => ({ iban: 'CY17 0020 0128 0000 0012 0052 7600' }),
  'POST /api/bankFiles/CreateBankFile': () => ({ transferIds: [1] }),
  'POST /api/bankFiles/ImportStatement/:id': () => ({ format: 'csv', content: 'EndToEndId,Amount,Currency,Status\nPAYOUT-1,1.00,TRY,BOOKED' }),
  'POST /api/driver/trips/:id/complete': () => ({ distanceMeters: 5200, durationSeconds: 840 }),
  'POST /api/customer/trips': () => ({
    tripTypeId: 1,
    paymentMethod: 'Card',
    places: [
      { name: 'Girne Harbour', formattedAddress: 'Girne Harbour, Girne', latitude: 35.342, longitude: 33.319 },
      { name: 'Lefkoşa', formattedAddress: 'Sarayönü, Lefkoşa', latitude: 35.176, longitude: 33.361 },
    ],
  }),
  'POST /api/dispatch/customers': () => ({ name: 'Fuzz', surname: 'Caller', phoneNumber: '+90 533 999 0000' }),
  'POST /api/dispatch/estimate': () => ({
    tripTypeId: 1,
    places: [
      { name: 'Girne Harbour', formattedAddress: 'Girne Harbour, Girne', latitude: 35.342, longitude: 33.319 },
      { name: 'Lefkoşa', formattedAddress: 'Sarayönü, Lefkoşa', latitude: 35.176, longitude: 33.361 },
    ],
  }),
  'POST /api/dispatch/bookings/:id/messages': () => ({ text: 'Your passenger waits at the gate' }),
  'POST /api/driver/trips/:id/messages': () => ({ text: 'Five minutes away' }),
};

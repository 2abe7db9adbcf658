/** Valid answers of the wire contract, shared by the shape tests of each module. */
export const personRef = { id: 7, firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phoneNumber: '+90 533 000 00 00', address: 'Girne', photoUrl: null };

export const document = { documentId: 3, documentType: 'IdentityCard', documentUrl: '/media/documents/IdentityCard-1.svg', documentStatus: 1, rejectionReason: null };

export const tripListItem = { tripId: 12, startTime: '2026-01-15T19:30:00.000Z', endTime: null, startPlace: 'Lefkoşa', tripStatus: 'Completed', fare: 18_600 };

export const tripDetails = {
  ...tripListItem,
  distanceMeters: 5000,
  durationSeconds: 720,
  tripType: 'Standard',
  customer: personRef,
  driver: null,
  vehicle: { vehicleId: 2, vehicleModel: 'Corolla', vehiclePlate: 'KAB 123', vehicleColor: 'white', vehicleYear: 2022, vehicleBrand: 'Toyota', numberOfSeats: 4 },
  payments: [{ paymentId: 1, amount: 18_600, dateCreated: '2026-01-15T20:00:00.000Z', currency: 'TRY', status: 'succeeded', paymentMethod: 'Card' }],
  tripPlaces: [{ order: 0, name: 'Lefkoşa', poiName: null, formattedAddress: 'Lefkoşa, KKTC', latitude: 35.18, longitude: 33.36 }],
};

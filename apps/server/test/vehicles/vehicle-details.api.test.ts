import type { VehicleDetails } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { createDocument } from '../users/user-records';
import { addVehicle, createTripType } from './vehicle-records';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const details = (id: number | string) => t.injectAs('admin', { method: 'GET', url: `/api/vehicles/GetVehicle/${id}` });

describe(`GET /api/vehicles/GetVehicle/{id} on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers every field of SPEC.md §3 Vehicle with its own documents (signed URLs) and its owner', async () => {
    const tripType = await createTripType(t.db);
    const owner = await createUser(t.db, 'Driver', { first_name: 'Emre', last_name: 'Aydın' });
    await createDocument(t.db, { user_id: owner.id }, 0, 'DrivingLicence'); // the owner's, not the vehicle's
    const car = await addVehicle(t.db, owner, { tripTypeId: tripType.id, brand: 'Fiat', model: 'Egea' });
    const registration = await createDocument(t.db, { vehicle_id: car.id }, 1, 'VehicleRegistration');
    const insurance = await createDocument(t.db, { vehicle_id: car.id }, 2, 'VehicleInsurance');

    const res = await details(car.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<VehicleDetails>();
    expect(body).toEqual({
      vehicleId: car.id,
      tripType: tripType.type_name,
      tripTypeId: tripType.id,
      vehicleBrand: 'Fiat',
      vehicleModel: 'Egea',
      vehicleYear: 2020,
      vehicleColor: 'White',
      vehiclePlate: car.plate,
      imageUrl: car.image_url,
      numberOfSeats: 4,
      user: { id: owner.id, firstName: 'Emre', lastName: 'Aydın' },
      verificationStatus: 0,
      verifiedUntil: null,
      rejectionReason: null,
      isAllDocumentApproved: false,
      documents: [
        { documentId: registration.id, documentType: 'VehicleRegistration', documentUrl: expect.any(String), documentStatus: 1, rejectionReason: null, expiresAt: null },
        { documentId: insurance.id, documentType: 'VehicleInsurance', documentUrl: expect.any(String), documentStatus: 2, rejectionReason: 'Blurred', expiresAt: null },
      ],
    });
    for (const document of body.documents) expect(document.documentUrl).toMatch(/^\/media\/documents\/Vehicle\w+-\d+\.svg\?holder=.+&expires=\d+&signature=[\w-]+$/);
    // the signed URL serves the scan; the stored one does not
    expect((await t.app.inject({ method: 'GET', url: body.documents[0]!.documentUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: registration.document_url })).statusCode).toBe(403);
  });

  it('says all documents are approved when they are (and for a vehicle with none)', async () => {
    const tripType = await createTripType(t.db);
    const owner = await createUser(t.db, 'Driver');
    const bare = await addVehicle(t.db, owner, { tripTypeId: tripType.id });
    expect((await details(bare.id)).json<VehicleDetails>()).toMatchObject({ isAllDocumentApproved: true, documents: [] });
    await createDocument(t.db, { vehicle_id: bare.id }, 1, 'TaxiLicence');
    expect((await details(bare.id)).json<VehicleDetails>().isAllDocumentApproved).toBe(true);
  });

  it('is 404 for an unknown vehicle and 400 for a malformed id', async () => {
    const unknown = await details(987_654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vehicle not found', code: 'not_found' });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) expect((await details(bad)).statusCode, bad).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { ConnectedDriver, CurrentDriverTrip, DashboardSummary } from '../src/dashboard';
import { PaymentRow, PaymentsQuery } from '../src/payments';
import { TripDetails, TripListItem, TripPayment, TripPlace, TripVehicle, TripsQuery } from '../src/trips';
import { VehicleDetails, VehicleListItem, VehicleOwner, VehiclesQuery } from '../src/vehicles';
import { accepts, expectShape, parsed } from './support/schema-checks';
import { document, tripDetails, tripListItem } from './support/samples';

const vehicle = {
  vehicleId: 2, tripType: 'Standard', tripTypeId: 1, vehicleBrand: 'Toyota', vehicleModel: 'Corolla', vehicleYear: 2022, vehicleColor: 'white',
  vehiclePlate: 'KAB 123', imageUrl: null, numberOfSeats: 4, user: { id: 7, firstName: 'Ali', lastName: 'Kaya' }, verificationStatus: 1,
};
const payment = {
  customerPaymentId: 1, user: { id: 7, firstName: 'Ayşe', lastName: 'Yılmaz', email: null }, providerPaymentId: 'pi_1', amount: 18_600, currency: 'TRY',
  status: 'succeeded', dateCreated: '2026-01-15T20:00:00.000Z', paymentType: 'Trip', tripPaymentMethod: 'Card', customerPaymentMethodDetails: { brand: 'Visa', last4: '4242' }, tripId: 12,
};

describe('trips', () => {
  it('list query: dates, status 5/6/7 and user, empty meaning none', () => {
    expect(parsed(TripsQuery, { startDate: '2026-01-01', endDate: '2026-01-31', status: '6', userId: '3' })).toEqual({
      pageNumber: 1, pageSize: 10, startDate: '2026-01-01', endDate: '2026-01-31', status: 6, userId: 3,
    });
    expect(parsed(TripsQuery, { startDate: '2026-01-31', endDate: '2026-01-31' }).endDate).toBe('2026-01-31');
    expect(parsed(TripsQuery, { status: '', userId: '', startDate: '', endDate: '' })).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(parsed(TripsQuery, { status: '5' }).status).toBe(5);
    expect(parsed(TripsQuery, { status: '7' }).status).toBe(7);
    for (const bad of [{ status: '4' }, { status: '0' }, { userId: '0' }, { startDate: 'yesterday' }, { endDate: '2026-02-30' }, { endDate: '2026-01-31T00:00:00Z' }, { startDate: '2026-02-01', endDate: '2026-01-31' }]) expect(accepts(TripsQuery, bad), JSON.stringify(bad)).toBe(false);
  });

  it('answers carry every field', () => {
    expectShape(TripListItem, tripListItem);
    expectShape(TripDetails, tripDetails);
    expectShape(TripPlace, tripDetails.tripPlaces[0]!);
    expectShape(TripVehicle, tripDetails.vehicle);
    expectShape(TripPayment, tripDetails.payments[0]!);
    expect(accepts(TripListItem, { ...tripListItem, tripStatus: 5 })).toBe(false);
    expect(accepts(TripListItem, { ...tripListItem, fare: -1 })).toBe(false);
  });
});

describe('payments', () => {
  it('list query: status, method, date and user', () => {
    expect(parsed(PaymentsQuery, { status: 'refounded', paymentMethod: 'Cash', paymentDate: '2026-01-15', userId: '7' })).toEqual({
      pageNumber: 1, pageSize: 10, status: 'refounded', paymentMethod: 'Cash', paymentDate: '2026-01-15', userId: 7,
    });
    expect(parsed(PaymentsQuery, { status: '', paymentMethod: '', paymentDate: '', userId: '' })).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(parsed(PaymentsQuery, { status: 'Succeeded', paymentMethod: 'cASH' })).toMatchObject({ status: 'succeeded', paymentMethod: 'Cash' });
    for (const bad of [{ status: 'refunded' }, { paymentMethod: 'cheque' }, { paymentDate: '2026-01-15T10:00:00Z' }, { userId: '-7' }]) expect(accepts(PaymentsQuery, bad), JSON.stringify(bad)).toBe(false);
  });

  it('rows carry every field', () => {
    expectShape(PaymentRow, payment);
    expect(accepts(PaymentRow, { ...payment, providerPaymentId: null, customerPaymentMethodDetails: null, tripId: null })).toBe(true);
  });
});

describe('vehicles', () => {
  it('list query: trip type, owner id and owner name', () => {
    expect(parsed(VehiclesQuery, { tripType: '2', userId: '7', user: '  Ali  ' })).toEqual({ pageNumber: 1, pageSize: 10, tripType: 2, userId: 7, user: 'Ali' });
    expect(parsed(VehiclesQuery, { tripType: '', userId: '', user: '' })).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(accepts(VehiclesQuery, { user: 'a'.repeat(100) })).toBe(true);
    for (const bad of [{ tripType: '0' }, { userId: 'x' }, { user: 'a'.repeat(101) }]) expect(accepts(VehiclesQuery, bad), JSON.stringify(bad)).toBe(false);
  });

  it('answers carry every field', () => {
    expectShape(VehicleOwner, vehicle.user);
    expectShape(VehicleListItem, vehicle);
    expectShape(VehicleDetails, { ...vehicle, verifiedUntil: null, rejectionReason: null, isAllDocumentApproved: true, documents: [document] });
  });
});

describe('dashboard', () => {
  it('answers carry every field', () => {
    expectShape(ConnectedDriver, {
      driverId: 1, driverName: 'Ali Kaya', driverPhone: '+90', rating: null, vehicleModel: 'Corolla', vehiclePlateNumber: 'KAB 123', vehicleColor: 'white', tripType: 'Standard', latitude: 35.1, longitude: 33.3,
    });
    expectShape(DashboardSummary, { drivers: 1, customers: 2, admins: 3, pendingVerifications: 4, pendingVerificationsBy: { drivers: 2, customers: 1, vehicles: 1 }, pendingPayouts: 5, pendingPayoutsAmount: 6, connectedDrivers: 7, tripsToday: 8 });
    expect(parsed(CurrentDriverTrip, null)).toBeNull();
    expect(parsed(CurrentDriverTrip, tripDetails)).toEqual(tripDetails);
  });
});

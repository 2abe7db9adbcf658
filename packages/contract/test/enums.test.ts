import { describe, expect, it } from 'vitest';
import {
  CURRENCY, DOCUMENT_TYPES, DocumentStatus, DocumentStatusCode, DocumentType, PAYMENT_METHODS, PAYMENT_STATUSES, PaymentMethod, PaymentStatus, Role,
  TRIP_FILTER_STATUSES, TRIP_STATUS_NAMES, TransferStatus, TransferStatusCode, TripStatus, TripStatusName, USER_DOCUMENT_TYPES, VEHICLE_DOCUMENT_TYPES,
  VerificationStatus, VerificationStatusCode, isSuccessfulPayment, tripStatusName,
} from '../src/enums';
import { ROLES } from '../src/permissions';
import { accepts } from './support/schema-checks';

describe('enumerations of the wire contract (SPEC.md §3, DESIGN.md §5)', () => {
  it('roles', () => {
    expect(ROLES).toEqual(['Customer', 'Driver', 'Admin', 'Finance', 'Support', 'Dispatcher', 'Viewer']);
    for (const role of ROLES) expect(accepts(Role, role)).toBe(true);
    expect(accepts(Role, 'admin')).toBe(false);
  });

  it('verification, document and transfer codes', () => {
    expect(VerificationStatus).toEqual({ Pending: 0, Approved: 1, Rejected: 2 });
    expect(DocumentStatus).toEqual({ Pending: 0, Approved: 1, Rejected: 2 });
    expect(TransferStatus).toEqual({ Pending: 0, InProgress: 1, Completed: 2, Rejected: 3 });
    for (const code of [0, 1, 2]) {
      expect(accepts(VerificationStatusCode, code)).toBe(true);
      expect(accepts(DocumentStatusCode, code)).toBe(true);
    }
    for (const code of [0, 1, 2, 3]) expect(accepts(TransferStatusCode, code)).toBe(true);
    for (const schema of [VerificationStatusCode, DocumentStatusCode]) for (const bad of [-1, 3, '1', 1.5]) expect(accepts(schema, bad)).toBe(false);
    for (const bad of [-1, 4, '0']) expect(accepts(TransferStatusCode, bad)).toBe(false);
  });

  it('document types, split between users and vehicles', () => {
    expect(DOCUMENT_TYPES).toEqual(['IdentityCard', 'DrivingLicence', 'CriminalRecord', 'VehicleRegistration', 'VehicleInsurance', 'TaxiLicence']);
    expect(USER_DOCUMENT_TYPES).toEqual(['IdentityCard', 'DrivingLicence', 'CriminalRecord']);
    expect(VEHICLE_DOCUMENT_TYPES).toEqual(['VehicleRegistration', 'VehicleInsurance', 'TaxiLicence']);
    expect(accepts(DocumentType, 'TaxiLicence')).toBe(true);
    expect(accepts(DocumentType, 'Passport')).toBe(false);
  });

  it('trip statuses by number and by name', () => {
    expect(TripStatus).toEqual({ Searching: 0, Accepted: 1, DriverArrived: 2, InProgress: 3, Completed: 5, CanceledByCustomer: 6, CanceledByDriver: 7 });
    expect(TRIP_STATUS_NAMES).toEqual(['Searching', 'Accepted', 'DriverArrived', 'InProgress', 'Completed', 'CanceledByCustomer', 'CanceledByDriver']);
    expect(tripStatusName(0)).toBe('Searching');
    expect(tripStatusName(5)).toBe('Completed');
    expect(tripStatusName(7)).toBe('CanceledByDriver');
    expect(() => tripStatusName(4)).toThrow('Unknown trip status 4');
    expect(accepts(TripStatusName, 'CanceledByCustomer')).toBe(true);
    expect(accepts(TripStatusName, 'Cancelled')).toBe(false);
    expect(TRIP_FILTER_STATUSES).toEqual([5, 6, 7]);
  });

  it('payment statuses keep their historic spelling; succeeded and completed are successful', () => {
    expect(PAYMENT_STATUSES).toEqual(['succeeded', 'completed', 'refounded', 'cancelled']);
    expect(accepts(PaymentStatus, 'refounded')).toBe(true);
    expect(accepts(PaymentStatus, 'refunded')).toBe(false);
    expect(isSuccessfulPayment('succeeded')).toBe(true);
    expect(isSuccessfulPayment('completed')).toBe(true);
    expect(isSuccessfulPayment('refounded')).toBe(false);
    expect(isSuccessfulPayment('cancelled')).toBe(false);
    expect(PAYMENT_METHODS).toEqual(['Cash', 'Card']);
    expect(accepts(PaymentMethod, 'Card')).toBe(true);
    expect(accepts(PaymentMethod, 'card')).toBe(false);
    expect(CURRENCY).toBe('TRY');
  });
});

import { describe, expect, it } from 'vitest';
import { isLiveChange } from '../../src/modules/live/live-change';

/**
 * What an instance accepts off the shared Redis channel (another instance, an older version, or
 * anything else that publishes there): each kind of change in its exact shape, nothing else.
 * The valid examples are each taken apart one field at a time: every one of those must be dropped.
 */
const position = { kind: 'position', position: { driverId: 7, latitude: 35.1, longitude: 33.3, heading: null, reportedAt: 1_700_000_000_000 } };
const offline = { kind: 'offline', driverId: 7, at: 1_700_000_000_000 };
const trip = { kind: 'trip', trip: { tripId: 3, driverId: 7, status: 2 } };
const access = { kind: 'access', userId: 7 };

const withPosition = (fields: object) => ({ ...position, position: { ...position.position, ...fields } });
const withTrip = (fields: object) => ({ ...trip, trip: { ...trip.trip, ...fields } });

describe('isLiveChange', () => {
  it.each([
    ['a position', position],
    ['a position with a heading and a speed', withPosition({ heading: 90, speedKmh: 40 })],
    ['an offline with its moment', offline],
    ['an offline without a moment (sent before it had one)', { kind: 'offline', driverId: 7 }],
    ['a trip with a driver', trip],
    ['a trip without a driver', withTrip({ driverId: null })],
    ['an access change', access],
    ['a frame for a driver', { kind: 'toDriver', driverId: 7, frame: { type: 'offer', offerId: 3 } }],
  ])('accepts %s', (_label, value) => {
    expect(isLiveChange(value)).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a number', 7],
    ['a string', 'position'],
    ['an object without a kind', { userId: 7 }],
    ['an unknown kind', { kind: 'hello', userId: 7 }],
    ['a frame for a driver without a driver', { kind: 'toDriver', frame: { type: 'offer' } }],
    ['a frame for a driver without a frame', { kind: 'toDriver', driverId: 7 }],
    ['a frame for a driver whose frame has no type', { kind: 'toDriver', driverId: 7, frame: { offerId: 3 } }],
    ['a position without its position', { kind: 'position' }],
    ['a position whose position is a string', { kind: 'position', position: 'here' }],
    ['a position whose position is null', { kind: 'position', position: null }],
    ['a position without a driver', withPosition({ driverId: undefined })],
    ['a position with a fractional driver id', withPosition({ driverId: 7.5 })],
    ['a position with a latitude as text', withPosition({ latitude: '35.1' })],
    ['a position without a longitude', withPosition({ longitude: undefined })],
    ['a position with a longitude as text', withPosition({ longitude: '33.3' })],
    ['a position without its moment', withPosition({ reportedAt: undefined })],
    ['a position with its moment as text', withPosition({ reportedAt: '2026-11-27T10:00:00Z' })],
    ['an offline without a driver', { kind: 'offline', at: 1 }],
    ['an offline with a driver id as text', { kind: 'offline', driverId: '7' }],
    ['an offline with its moment as text', { ...offline, at: 'now' }],
    ['an offline with a null moment', { ...offline, at: null }],
    ['an access change without a user', { kind: 'access' }],
    ['an access change with a fractional user id', { kind: 'access', userId: 1.5 }],
    ['a trip without its trip', { kind: 'trip' }],
    ['a trip whose trip is a number', { kind: 'trip', trip: 3 }],
    ['a trip without an id', withTrip({ tripId: undefined })],
    ['a trip with a status as text', withTrip({ status: 'Completed' })],
    ['a trip without a status', withTrip({ status: undefined })],
    ['a trip with a driver id as text', withTrip({ driverId: '7' })],
    ['a trip with no driver field at all', { kind: 'trip', trip: { tripId: 3, status: 2 } }],
  ])('drops %s', (_label, value) => {
    expect(isLiveChange(value)).toBe(false);
  });
});

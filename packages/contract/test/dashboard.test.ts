import { describe, expect, it } from 'vitest';
import { connectedDriversOf, type DriverCardTuple, type LiveDrivers } from '../src/dashboard';

const card = (driverId: number, name: string): DriverCardTuple => [driverId, name, `+90 533 000 00 ${String(driverId).padStart(2, '0')}`, driverId === 7 ? null : 4.5, 'Egea', `KT ${driverId}`, 'Grey', 'Standard'];

describe("the live map's compact load joined with the cards (GetLiveDrivers + GetDriverCards)", () => {
  it('gives the SPEC answer: a ConnectedDriver per position that has a card, in driver order, with its trip or null', () => {
    const live: LiveDrivers = {
      at: '2026-11-27T10:00:00.000Z',
      positions: [
        [9, 35.2, 33.3, 90, 40, 1_000],
        [7, 35.1, 33.9, null, null, 2_000],
        [8, 35.3, 33.1, 180, 0, 3_000], // no card: gone meanwhile
      ],
      trips: [[9, 501]],
    };
    const cards = new Map([card(7, 'Ayşe Kaya'), card(9, 'Mehmet Öz')].map((tuple) => [tuple[0], tuple] as const));
    expect(connectedDriversOf(live, cards)).toEqual([
      { driverId: 7, driverName: 'Ayşe Kaya', driverPhone: '+90 533 000 00 07', rating: null, vehicleModel: 'Egea', vehiclePlateNumber: 'KT 7', vehicleColor: 'Grey', tripType: 'Standard', latitude: 35.1, longitude: 33.9, heading: null, currentTripId: null },
      { driverId: 9, driverName: 'Mehmet Öz', driverPhone: '+90 533 000 00 09', rating: 4.5, vehicleModel: 'Egea', vehiclePlateNumber: 'KT 9', vehicleColor: 'Grey', tripType: 'Standard', latitude: 35.2, longitude: 33.3, heading: 90, currentTripId: 501 },
    ]);
  });

  it('is empty without positions or without cards', () => {
    expect(connectedDriversOf({ at: '2026-11-27T10:00:00.000Z', positions: [], trips: [] }, new Map())).toEqual([]);
    expect(connectedDriversOf({ at: '2026-11-27T10:00:00.000Z', positions: [[1, 35, 33, 0, 0, 1]], trips: [] }, new Map())).toEqual([]);
  });
});

import type { ConnectedDriver } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import type { LiveCar } from './driver-store';
import { driversInView, searchDrivers, searchKey } from './view-list';

const car = (driverId: number, latitude: number, longitude: number, tripId: number | null = null): LiveCar => ({
  driverId, latitude, longitude, heading: 0, reportedAtMs: 0, tripId,
});
const details = (driverId: number, driverName: string, vehiclePlateNumber: string): ConnectedDriver => ({
  driverId, driverName, driverPhone: '', rating: null, vehicleModel: '', vehiclePlateNumber, vehicleColor: '', tripType: '', latitude: 0, longitude: 0,
});

const cars = new Map([
  [1, car(1, 35.18, 33.36)],
  [2, car(2, 35.34, 33.32, 9)],
  [3, car(3, 34.9, 32.5)],
  [4, car(4, 35.2, 33.4)],
]);
const people = new Map([
  [1, details(1, 'Zeynep Şahin', 'KAB 123')],
  [2, details(2, 'Ali Kaya', 'GK 45')],
  [3, details(3, 'İsmail Işık', 'TAX 101')],
  [4, details(4, 'ayşe demir', 'KAB 900')],
]);
const nicosiaAndKyrenia = { west: 33.2, south: 35.1, east: 33.5, north: 35.4 };

describe('the drivers in view', () => {
  it('lists the cars inside the bounds by name, with their state', () => {
    const view = driversInView(cars, people, nicosiaAndKyrenia, { language: 'tr' });
    expect(view.total).toBe(3);
    expect(view.drivers).toEqual([
      { driverId: 2, name: 'Ali Kaya', plate: 'GK 45', busy: true },
      { driverId: 4, name: 'ayşe demir', plate: 'KAB 900', busy: false },
      { driverId: 1, name: 'Zeynep Şahin', plate: 'KAB 123', busy: false },
    ]);
  });

  it('shows the first `limit` and counts the rest', () => {
    const view = driversInView(cars, people, { west: -180, south: -90, east: 180, north: 90 }, { limit: 2 });
    expect(view.total).toBe(4);
    expect(view.drivers).toHaveLength(2);
  });

  it('a view across the antimeridian wraps', () => {
    const far = new Map([[7, car(7, 0, 179.5)], [8, car(8, 0, -179.5)], [9, car(9, 0, 0)]]);
    expect(driversInView(far, new Map(), { west: 179, south: -1, east: -179, north: 1 }).total).toBe(2);
  });

  it('a car without details is still listed (its name comes with the next list answer)', () => {
    expect(driversInView(new Map([[5, car(5, 35.2, 33.3)]]), new Map(), nicosiaAndKyrenia).drivers).toEqual([{ driverId: 5, name: '', plate: '', busy: false }]);
  });
});

describe('the driver search', () => {
  it('finds by part of the name, ignoring case and Turkish letters; name starts first', () => {
    expect(searchDrivers(people, 'kay').map((driver) => driver.driverId)).toEqual([2]);
    expect(searchDrivers(people, 'SAHIN').map((driver) => driver.driverId)).toEqual([1]);
    expect(searchDrivers(people, 'ismail ısık').map((driver) => driver.driverId)).toEqual([3]);
    expect(searchDrivers(people, 'a').map((driver) => driver.driverName)).toEqual(['Ali Kaya', 'ayşe demir', 'İsmail Işık', 'Zeynep Şahin']);
  });

  it('finds by plate with or without the space', () => {
    expect(searchDrivers(people, 'kab').map((driver) => driver.driverId).sort()).toEqual([1, 4]);
    expect(searchDrivers(people, 'kab123').map((driver) => driver.driverId)).toEqual([1]);
    expect(searchDrivers(people, 'tax 10').map((driver) => driver.driverId)).toEqual([3]);
  });

  it('nothing for an empty query; at most `limit`', () => {
    expect(searchDrivers(people, '   ')).toEqual([]);
    expect(searchDrivers(people, 'a', { limit: 1 })).toHaveLength(1);
  });

  it('search keys', () => {
    expect(searchKey('  ŞÜKRÜ  Işık ')).toBe('sukru isik');
  });
});

describe('the drivers in view before the map reports its view', () => {
  it('lists every connected driver (the list does not wait for the map)', () => {
    const view = driversInView(cars, people, null, { language: 'tr' });
    expect(view.total).toBe(4);
    expect(view.drivers.map((driver) => driver.driverId)).toEqual([2, 4, 3, 1]);
  });
});

import type { ConnectedDriver } from '@taxi/contract';
import type { LiveCar } from './driver-store';

/** A box on the map: west, south, east, north in degrees. */
export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface ListedDriver {
  driverId: number;
  name: string;
  plate: string;
  busy: boolean;
}

/** How many drivers the side list shows; the rest are counted ("and N more"), so 10,000 stay cheap. */
export const VIEW_LIST_LIMIT = 100;

/** Whether a point lies in the box (one that crosses the antimeridian too). */
export const insideView = (bounds: ViewBounds, latitude: number, longitude: number) =>
  latitude >= bounds.south && latitude <= bounds.north && (bounds.west <= bounds.east ? longitude >= bounds.west && longitude <= bounds.east : longitude >= bounds.west || longitude <= bounds.east);

const listed = (car: LiveCar, driver: ConnectedDriver | undefined): ListedDriver => ({
  driverId: car.driverId,
  name: driver?.driverName ?? '',
  plate: driver?.vehiclePlateNumber ?? '',
  busy: car.tripId !== null,
});

const byName = (collator: Intl.Collator) => (a: ListedDriver, b: ListedDriver) => collator.compare(a.name, b.name) || a.driverId - b.driverId;

/**
 * The drivers whose car is in the view, sorted by name, the first `limit` of them, and how many
 * there are in all; every driver while the map has not reported its view yet (`bounds` null).
 * Positions are the cars' latest (not the gliding ones): the list is updated when the map stops
 * moving and at most once a second.
 */
export function driversInView(
  cars: ReadonlyMap<number, LiveCar>,
  details: ReadonlyMap<number, ConnectedDriver>,
  bounds: ViewBounds | null,
  { limit = VIEW_LIST_LIMIT, language = 'en' }: { limit?: number; language?: string } = {},
): { drivers: ListedDriver[]; total: number } {
  const found: ListedDriver[] = [];
  for (const car of cars.values()) if (!bounds || insideView(bounds, car.latitude, car.longitude)) found.push(listed(car, details.get(car.driverId)));
  found.sort(byName(new Intl.Collator(language)));
  return { drivers: found.slice(0, limit), total: found.length };
}

/** Lower case without accents or dotted/dotless i differences: "Şükrü", "sukru" and "ŞÜKRÜ" match. */
export function searchKey(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i').replace(/\s+/g, ' ').trim();
}

/**
 * Connected drivers whose name or plate contains the query (accents, case and spaces in plates
 * ignored): names starting with it first, then by name; at most `limit`.
 */
export function searchDrivers(details: ReadonlyMap<number, ConnectedDriver>, query: string, { limit = 8 } = {}): ConnectedDriver[] {
  const wanted = searchKey(query);
  if (!wanted) return [];
  const compact = wanted.replace(/ /g, '');
  const hits: { driver: ConnectedDriver; rank: number }[] = [];
  for (const driver of details.values()) {
    const name = searchKey(driver.driverName);
    const plate = searchKey(driver.vehiclePlateNumber).replace(/ /g, '');
    if (name.includes(wanted)) hits.push({ driver, rank: name.startsWith(wanted) ? 0 : 1 });
    else if (compact && plate.includes(compact)) hits.push({ driver, rank: 2 });
  }
  hits.sort((a, b) => a.rank - b.rank || a.driver.driverName.localeCompare(b.driver.driverName) || a.driver.driverId - b.driver.driverId);
  return hits.slice(0, limit).map((hit) => hit.driver);
}

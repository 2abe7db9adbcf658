import { type Coordinates, haversineMeters } from '@taxi/contract';

/** One simulated car: where it is, where it is going next, and how fast. */
export interface SimulatedDriver {
  driverId: number;
  position: Coordinates;
  waypoints: Coordinates[];
  speedKmh: number;
  heading: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

export function bearing(from: Coordinates, to: Coordinates): number {
  const y = Math.sin(toRadians(to.longitude - from.longitude)) * Math.cos(toRadians(to.latitude));
  const x =
    Math.cos(toRadians(from.latitude)) * Math.sin(toRadians(to.latitude)) -
    Math.sin(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.cos(toRadians(to.longitude - from.longitude));
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/** Moves the car `seconds` further along its waypoints; returns true when it has arrived at the last one. */
export function advance(car: SimulatedDriver, seconds: number): boolean {
  let remaining = (car.speedKmh * 1000 * seconds) / 3600;
  while (remaining > 0 && car.waypoints.length > 0) {
    const next = car.waypoints[0]!;
    const distance = haversineMeters(car.position, next);
    car.heading = distance > 0 ? bearing(car.position, next) : car.heading;
    if (distance <= remaining) {
      car.position = { ...next };
      car.waypoints.shift();
      remaining -= distance;
    } else {
      const fraction = remaining / distance;
      car.position = {
        latitude: car.position.latitude + (next.latitude - car.position.latitude) * fraction,
        longitude: car.position.longitude + (next.longitude - car.position.longitude) * fraction,
      };
      remaining = 0;
    }
  }
  return car.waypoints.length === 0;
}

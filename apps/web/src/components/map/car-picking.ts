import { type CarBuffer, latitudeOf, longitudeOf, mercatorX, mercatorY } from './car-buffer';
import { CAR_BODY, CAR_ICON_SIZE, carScaleAt } from './car-images';

/** Pixels around the car's body that still count as on it (a finger, a shaky hand). */
export const PICK_MARGIN = 3;

/**
 * Whether a point `dx`, `dy` CSS px from a car's centre (y down) is on the car drawn turned
 * `angle` degrees clockwise at `scale` (`carScaleAt`): on its body, or for the selected car on its halo too.
 */
export function hitsCar(dx: number, dy: number, angle: number, selected: boolean, scale = 1): boolean {
  const halo = (CAR_ICON_SIZE / 2) * scale;
  if (selected && dx * dx + dy * dy <= halo * halo) return true;
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // back into the car's own frame (the inverse of the shader's turn)
  const x = dx * cos + dy * sin;
  const y = -dx * sin + dy * cos;
  return Math.abs(x) <= (CAR_BODY.width / 2) * scale + PICK_MARGIN && Math.abs(y) <= (CAR_BODY.height / 2) * scale + PICK_MARGIN;
}

/** What picking needs of the map: its projection and bearing (MapLibre's Map has them). */
export interface PickView {
  project(lngLat: [number, number]): { x: number; y: number };
  unproject(point: [number, number]): { lng: number; lat: number };
  getBearing(): number;
  getZoom(): number;
  getPitch(): number;
}

/**
 * The driver whose car is drawn under the point (CSS px in the map's canvas) at `now`, the one on
 * top when cars overlap (the selected car, then the last drawn), or null. Reads the positions the
 * shader draws from (`CarBuffer.drawnAt`, the same formula), so what is hit is what is seen. Cars
 * farther than an icon from the point (in world units, before any projection) are skipped, so a
 * click over 10,000 cars projects only the few near it. Cars the last frame left out because they
 * lie under another (`isDrawn`, car-cull.ts) are not hit.
 */
export function pickCar(buffer: CarBuffer, view: PickView, point: { x: number; y: number }, now: number, selectedId: number | null, isDrawn: (slot: number) => boolean = () => true): number | null {
  const origin = buffer.origin;
  if (!origin || buffer.count === 0) return null;
  const at = view.unproject([point.x, point.y]);
  const worldSize = 512 * 2 ** view.getZoom();
  const clickX = mercatorX(at.lng) - origin.x;
  const clickY = mercatorY(at.lat) - origin.y;
  // tilted, a car near the horizon is drawn larger than its world size says: look wider
  const reach = (CAR_ICON_SIZE * (view.getPitch() > 0 ? 4 : 1)) / worldSize;
  const bearing = view.getBearing();
  const scale = carScaleAt(view.getZoom());
  const hits = (slot: number) => {
    const car = buffer.drawnAt(slot, now);
    if (Math.abs(car.x - clickX) > reach || Math.abs(car.y - clickY) > reach) return false;
    const drawn = view.project([longitudeOf(car.x + origin.x), latitudeOf(car.y + origin.y)]);
    return hitsCar(point.x - drawn.x, point.y - drawn.y, car.heading - bearing, car.driverId === selectedId, scale);
  };
  const selectedSlot = selectedId === null ? -1 : buffer.slotOf(selectedId);
  if (selectedSlot >= 0 && hits(selectedSlot)) return selectedId;
  for (let slot = buffer.count - 1; slot >= 0; slot--) if (slot !== selectedSlot && isDrawn(slot) && hits(slot)) return buffer.driverIds[slot]!;
  return null;
}

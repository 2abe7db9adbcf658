/**
 * The live map's cars as the GPU takes them (issue 23): one Float32Array, 8 numbers per car,
 * written where a car changes (a new position, free or on a trip) and uploaded as it is. Each car
 * carries where its glide starts and ends and when it started, so the vertex shader moves it
 * (cars-program.ts) and the page's script does nothing per frame.
 *
 * Per car: from x, from y, to x, to y (Web Mercator, 0..1 world units, relative to `origin` so
 * that float32 keeps centimetres), from heading, to heading (degrees), glide start (ms since
 * `epoch`), state (0 free, 1 on a trip). A car that leaves takes the last car's place (O(1)). The
 * GPU is given only the cars it draws (car-cull.ts, cars-program.ts).
 */
export const CAR_FLOATS = 8;

export const CAR_FREE = 0;
export const CAR_BUSY = 1;

/** Web Mercator x, 0..1 from longitude −180..180. */
export const mercatorX = (longitude: number) => (180 + longitude) / 360;
/** Web Mercator y, 0 at the top (north), 1 at the bottom. */
export const mercatorY = (latitude: number) => (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360))) / 360;
export const longitudeOf = (x: number) => x * 360 - 180;
export const latitudeOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180)) - 90;

/** Progress 0..1 of a glide that started at `start`, at `now` (the shader's formula). */
const progress = (start: number, now: number, glideMs: number) => (glideMs <= 0 ? 1 : Math.min(1, Math.max(0, (now - start) / glideMs)));

/** Degrees, the short way round (the shader's formula). */
const turnBetween = (from: number, to: number) => ((((to - from) % 360) + 540) % 360) - 180;

/** The compass heading (0 north, 90 east) of a move by `dx`, `dy` in Web Mercator (y southwards). */
const headingOf = (dx: number, dy: number) => (((Math.atan2(dx, -dy) * 180) / Math.PI) + 360) % 360;

/** Where a car is drawn at a moment: Mercator (relative to the origin) and heading. */
export interface DrawnCar {
  driverId: number;
  x: number;
  y: number;
  heading: number;
  busy: boolean;
}

export class CarBuffer {
  data = new Float32Array(CAR_FLOATS * 256);
  driverIds = new Int32Array(256);
  count = 0;
  /** Bumped on every write: the layer uploads when it differs from what it drew. */
  version = 0;
  /** Mercator point the positions are relative to: the first car's. */
  origin: { x: number; y: number } | null = null;
  /** The newest glide start, ms since `epoch`: the map repaints until it is over. */
  latestStart = -Infinity;
  /**
   * The longest glide (world units) and widest turn (degrees) among the glides under way: how
   * far a car can move on screen per ms, so the map is drawn again only when a pixel changes.
   */
  glideReach = 0;
  glideTurn = 0;
  private readonly slots = new Map<number, number>();

  /**
   * @param glideMs how long a glide lasts
   * @param epoch the time (performance.now() ms) start times count from, so float32 keeps them exact
   */
  constructor(
    readonly glideMs: number,
    readonly epoch = 0,
  ) {}

  has(driverId: number) {
    return this.slots.has(driverId);
  }

  /** The car's index in the arrays, or -1. */
  slotOf(driverId: number) {
    return this.slots.get(driverId) ?? -1;
  }

  private grow() {
    const data = new Float32Array(this.data.length * 2);
    data.set(this.data);
    const ids = new Int32Array(this.driverIds.length * 2);
    ids.set(this.driverIds);
    this.data = data;
    this.driverIds = ids;
  }

  /**
   * The car glides from where it is drawn at `now` (performance.now() ms) to the point, turning
   * to `heading` (NaN: towards the point, or as it was when it stays put); a car not yet here
   * stands at the point. `now` before the glide's length ago (`now - glideMs`) places it without a
   * glide. Returns the heading it turns to.
   */
  moveTo(driverId: number, latitude: number, longitude: number, heading: number, now: number, busy = false): number {
    const toX = mercatorX(longitude);
    const toY = mercatorY(latitude);
    this.origin ??= { x: toX, y: toY };
    const start = now - this.epoch;
    let slot = this.slots.get(driverId);
    const data = this.data;
    if (slot === undefined) {
      if (this.count * CAR_FLOATS >= this.data.length) this.grow();
      slot = this.count++;
      this.slots.set(driverId, slot);
      this.driverIds[slot] = driverId;
      const at = slot * CAR_FLOATS;
      const x = toX - this.origin.x;
      const y = toY - this.origin.y;
      if (Number.isNaN(heading)) heading = 0;
      this.data.set([x, y, x, y, heading, heading, start, busy ? CAR_BUSY : CAR_FREE], at);
    } else {
      const at = slot * CAR_FLOATS;
      const t = progress(data[at + 6]!, start, this.glideMs);
      const fromHeading = data[at + 4]! + turnBetween(data[at + 4]!, data[at + 5]!) * t;
      const fromX = data[at]! + (data[at + 2]! - data[at]!) * t;
      const fromY = data[at + 1]! + (data[at + 3]! - data[at + 1]!) * t;
      data[at] = fromX;
      data[at + 1] = fromY;
      data[at + 2] = toX - this.origin.x;
      data[at + 3] = toY - this.origin.y;
      data[at + 4] = ((fromHeading % 360) + 360) % 360;
      // no heading reported: the way it drives on the map (north is up, y grows southwards)
      if (Number.isNaN(heading)) heading = data[at + 2] === fromX && data[at + 3] === fromY ? data[at + 5]! : headingOf(data[at + 2]! - fromX, data[at + 3]! - fromY);
      data[at + 5] = heading;
      data[at + 6] = start;
      // every earlier glide is over: the reach starts again from this one
      if (start - this.latestStart >= this.glideMs) this.glideReach = this.glideTurn = 0;
      this.glideReach = Math.max(this.glideReach, Math.abs(data[at + 2]! - data[at]!), Math.abs(data[at + 3]! - data[at + 1]!));
      this.glideTurn = Math.max(this.glideTurn, Math.abs(turnBetween(data[at + 4]!, heading)));
    }
    if (start > this.latestStart) this.latestStart = start;
    this.version++;
    return heading;
  }

  setBusy(driverId: number, busy: boolean) {
    const slot = this.slots.get(driverId);
    if (slot === undefined) return;
    const at = slot * CAR_FLOATS;
    const state = busy ? CAR_BUSY : CAR_FREE;
    if (this.data[at + 7] === state) return;
    this.data[at + 7] = state;
    this.version++;
  }

  /** Takes the car off: the last car moves into its place. */
  remove(driverId: number) {
    const slot = this.slots.get(driverId);
    if (slot === undefined) return false;
    this.slots.delete(driverId);
    const last = --this.count;
    if (slot !== last) {
      this.data.copyWithin(slot * CAR_FLOATS, last * CAR_FLOATS, (last + 1) * CAR_FLOATS);
      const moved = this.driverIds[last]!;
      this.driverIds[slot] = moved;
      this.slots.set(moved, slot);
    }
    this.version++;
    return true;
  }

  clear() {
    this.slots.clear();
    this.count = 0;
    this.version++;
  }

  /** Where the car in `slot` is drawn at `now` (performance.now() ms): what the shader computes. */
  drawnAt(slot: number, now: number): DrawnCar {
    const data = this.data;
    const at = slot * CAR_FLOATS;
    const t = progress(data[at + 6]!, now - this.epoch, this.glideMs);
    const heading = data[at + 4]! + turnBetween(data[at + 4]!, data[at + 5]!) * t;
    return {
      driverId: this.driverIds[slot]!,
      x: data[at]! + (data[at + 2]! - data[at]!) * t,
      y: data[at + 1]! + (data[at + 3]! - data[at + 1]!) * t,
      heading: ((heading % 360) + 360) % 360,
      busy: data[at + 7] === CAR_BUSY,
    };
  }

  /** The car's drawn point at `now` as [longitude, latitude], or null when it is not on the map. */
  lngLatAt(driverId: number, now: number): [number, number] | null {
    const slot = this.slots.get(driverId);
    if (slot === undefined || !this.origin) return null;
    const car = this.drawnAt(slot, now);
    return [longitudeOf(car.x + this.origin.x), latitudeOf(car.y + this.origin.y)];
  }

  /** Whether any car is still on its way at `now` (performance.now() ms). */
  movingAt(now: number) {
    return now - this.epoch - this.latestStart < this.glideMs;
  }

  /**
   * When the map must be drawn again for the cars, ms from `now`: null when no car moves; 0 (the
   * next frame) when some car moves by `stepPx` within a frame; else when one has moved by
   * `stepPx` (a car turning moves its corners: `radiusPx` from its centre), at the latest when the
   * last glide ends. `worldSize`: pixels per world unit at the map's zoom.
   */
  nextDrawIn(now: number, worldSize: number, { stepPx = 1, radiusPx = 25, frameMs = 16 } = {}): number | null {
    const left = this.latestStart + this.glideMs - (now - this.epoch);
    if (left <= 0) return null;
    const pxPerMs = Math.max(this.glideReach * worldSize, ((this.glideTurn * Math.PI) / 180) * radiusPx) / this.glideMs;
    const wait = pxPerMs > 0 ? stepPx / pxPerMs : left;
    return wait <= frameMs ? 0 : Math.min(wait, left);
  }
}

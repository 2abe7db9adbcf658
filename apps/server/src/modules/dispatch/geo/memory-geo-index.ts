import { distanceMeters, type GeoHit, type GeoIndex, type GeoPoint, type NearestQuery } from './geo-index';

/** The grid's cell edge, degrees (about 1.1 km north–south). */
export const CELL_DEGREES = 0.01;
const METERS_PER_DEGREE_LATITUDE = 111_320;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const keyOf = (row: number, column: number) => `${row}:${column}`;

/**
 * The nearest drivers in this process's memory: a grid of CELL_DEGREES cells, each the set of
 * drivers in it, updated in place on every report (a move is a delete from one cell and an add
 * to another, O(1)). A query walks rings of cells outwards from the pick-up and stops once the
 * ring cannot hold anything nearer than the `count`-th point found (or the radius is passed).
 */
export class MemoryGeoIndex implements GeoIndex {
  readonly source = 'memory';
  private readonly points = new Map<number, GeoPoint & { cell: string }>();
  private readonly cells = new Map<string, Set<number>>();

  get size() {
    return this.points.size;
  }

  async put(point: GeoPoint) {
    this.putNow(point);
  }

  /** put without the promise (the bench loads 10,000 points at once). */
  putNow(point: GeoPoint) {
    const cell = keyOf(cellOf(point.latitude), cellOf(point.longitude));
    const before = this.points.get(point.driverId);
    if (before && before.cell !== cell) this.leave(point.driverId, before.cell);
    if (!before || before.cell !== cell) {
      const members = this.cells.get(cell) ?? new Set<number>();
      members.add(point.driverId);
      this.cells.set(cell, members);
    }
    this.points.set(point.driverId, { ...point, cell });
  }

  async remove(driverId: number) {
    const before = this.points.get(driverId);
    if (!before) return;
    this.leave(driverId, before.cell);
    this.points.delete(driverId);
  }

  private leave(driverId: number, cell: string) {
    const members = this.cells.get(cell);
    members?.delete(driverId);
    if (members && !members.size) this.cells.delete(cell);
  }

  async position(driverId: number, sinceMs: number): Promise<GeoPoint | null> {
    const point = this.points.get(driverId);
    return point && point.reportedAt >= sinceMs ? { driverId, latitude: point.latitude, longitude: point.longitude, reportedAt: point.reportedAt } : null;
  }

  async nearest(query: NearestQuery): Promise<GeoHit[]> {
    return this.nearestNow(query);
  }

  nearestNow({ latitude, longitude, count, sinceMs, radiusMeters }: NearestQuery): GeoHit[] {
    const row = cellOf(latitude);
    const column = cellOf(longitude);
    // The shorter edge of a cell here (east–west shrinks with the latitude): what one ring adds at least.
    const ringMeters = CELL_DEGREES * METERS_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((Math.min(89, Math.abs(latitude)) * Math.PI) / 180));
    const maxRing = Math.ceil(radiusMeters / ringMeters) + 1;
    const hits: GeoHit[] = [];
    const stale: number[] = [];
    for (let ring = 0; ring <= maxRing; ring++) {
      for (let r = row - ring; r <= row + ring; r++) {
        const edge = r === row - ring || r === row + ring;
        // inside rows: only the two edge columns are new in this ring
        for (let c = column - ring; c <= column + ring; c += edge ? 1 : 2 * ring || 1) {
          const members = this.cells.get(keyOf(r, c));
          if (!members) continue;
          for (const driverId of members) {
            const point = this.points.get(driverId)!;
            if (point.reportedAt < sinceMs) {
              stale.push(driverId);
              continue;
            }
            const distance = distanceMeters({ latitude, longitude }, point);
            if (distance <= radiusMeters) hits.push({ driverId, latitude: point.latitude, longitude: point.longitude, reportedAt: point.reportedAt, distanceMeters: distance });
          }
        }
      }
      // Every point beyond this ring is at least ring × ringMeters away.
      if (hits.length >= count) {
        hits.sort((a, b) => a.distanceMeters - b.distanceMeters);
        if (hits[count - 1]!.distanceMeters <= ring * ringMeters) break;
      }
    }
    for (const driverId of stale) void this.remove(driverId);
    return hits.sort((a, b) => a.distanceMeters - b.distanceMeters).slice(0, count);
  }
}

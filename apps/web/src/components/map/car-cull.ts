import { CAR_FLOATS, type CarBuffer } from './car-buffer';

/**
 * Which cars are drawn (issue 23): at a country's zoom 10,000 cars cover the island a hundred times
 * over, and a software renderer (SwiftShader here) pays for every covered pixel. The map is cut
 * into square cells of `cellPx` screen pixels (in world pixels at the zoom, so panning and turning
 * the map keep them); of the cars whose glide ends in a cell only the one drawn last (on top) is
 * drawn: the others lie under it, within `cellPx` of its centre. Where cars are apart (a city's
 * zoom) every car has a cell of its own and every car is drawn.
 *
 * The drawn cars' slots (in the buffer's order, so the same car stays on top) are chosen again
 * when the cars, the zoom or the selection changed; the selected car comes last, for the draw on
 * top. Only they are handed to the GPU (cars-program.ts). Picking skips what is not drawn
 * (`isDrawn`), so a click hits what is seen.
 */
export const CULL_CELL_PX = 8;

export class CarCull {
  /** The slots of the cars drawn, in order, then the selected car's (when there is one). */
  slots = new Int32Array(0);
  /** How many of `slots` are drawn in the cars' draw (the selected car follows). */
  drawnCount = 0;
  /** Slots in all, the selected car's included. */
  totalCount = 0;
  private version = -1;
  private worldSize = -1;
  private selectedSlot = -2;
  private cellX = new Int32Array(0);
  private cellY = new Int32Array(0);
  private table = new Int32Array(0);
  private drawn = new Uint8Array(0);

  constructor(readonly cellPx = CULL_CELL_PX) {}

  /** Whether the car in `slot` was drawn at the last update. */
  isDrawn(slot: number) {
    return this.drawn[slot] === 1;
  }

  /**
   * Chooses the cars to draw for the buffer at `worldSize` (pixels per world unit at the map's
   * zoom). Returns whether the choice may have changed (the cars must be handed over again).
   */
  update(buffer: CarBuffer, worldSize: number, selectedSlot: number): boolean {
    if (buffer.version === this.version && worldSize === this.worldSize && selectedSlot === this.selectedSlot) return false;
    this.version = buffer.version;
    this.worldSize = worldSize;
    this.selectedSlot = selectedSlot;
    const count = buffer.count;
    this.prepare(count);
    const { cellX, cellY, table, drawn } = this;
    const mask = table.length - 1;
    const data = buffer.data;
    const scale = worldSize / this.cellPx;
    table.fill(-1);
    // each cell keeps the last car whose glide ends in it (the one drawn on top)
    for (let slot = 0; slot < count; slot++) {
      const at = slot * CAR_FLOATS;
      const x = Math.floor(data[at + 2]! * scale);
      const y = Math.floor(data[at + 3]! * scale);
      cellX[slot] = x;
      cellY[slot] = y;
      let probe = (Math.imul(x, 73_856_093) ^ Math.imul(y, 19_349_663)) & mask;
      for (;;) {
        const held = table[probe]!;
        if (held === -1 || (cellX[held] === x && cellY[held] === y)) break;
        probe = (probe + 1) & mask;
      }
      table[probe] = slot;
    }
    let to = 0;
    const slots = this.slots;
    for (let slot = 0; slot < count; slot++) {
      const x = cellX[slot]!;
      const y = cellY[slot]!;
      let probe = (Math.imul(x, 73_856_093) ^ Math.imul(y, 19_349_663)) & mask;
      while (cellX[table[probe]!] !== x || cellY[table[probe]!] !== y) probe = (probe + 1) & mask;
      const onTop = table[probe] === slot;
      drawn[slot] = onTop ? 1 : 0;
      if (onTop) slots[to++] = slot;
    }
    this.drawnCount = to;
    if (selectedSlot >= 0 && selectedSlot < count) {
      drawn[selectedSlot] = 1;
      slots[to++] = selectedSlot;
    }
    this.totalCount = to;
    return true;
  }

  /** Room for `count` cars: the hash table at least twice as large, a power of two. */
  private prepare(count: number) {
    if (this.cellX.length >= count && this.table.length >= 2 * count) return;
    const cars = Math.max(256, count * 2);
    this.cellX = new Int32Array(cars);
    this.cellY = new Int32Array(cars);
    this.drawn = new Uint8Array(cars);
    this.slots = new Int32Array(cars + 1);
    this.table = new Int32Array(2 ** Math.ceil(Math.log2(cars * 2)));
  }
}

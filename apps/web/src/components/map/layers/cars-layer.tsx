import type { CustomLayerInterface, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { Layer, useMap } from 'react-map-gl/maplibre';
import type { CarBuffer } from '../car-buffer';
import { pickCar } from '../car-picking';
import { CAR_ICON_SIZE, carScaleAt } from '../car-images';
import { CarsProgram } from '../cars-program';

export const CARS_LAYER = 'cars';

/** The measure a benchmark reads (bench/map.ts): the app's own script time to hand the changed cars to the GPU. */
export const UPLOAD_CARS_MEASURE = 'live-map:upload-cars';
const UPLOAD_CARS_START = 'live-map:upload-cars:start';
/** Measures kept in the browser's performance buffer before the oldest are dropped (one per stream batch). */
const MEASURES_KEPT = 1_000;

/**
 * Where the cars come from, kept outside React (10,000 drivers must not re-render anything): a
 * `CarBuffer` the feed writes as cars change, and a signal that it did.
 */
export interface CarFeed {
  /** Calls `onChange` whenever the cars changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  readonly buffer: CarBuffer;
}

export interface CarsLayerProps {
  feed: CarFeed;
  selectedId: number | null;
  onSelect: (driverId: number) => void;
  /** After each upload, the number of cars given to the GPU (the live map writes it on its box). */
  onDraw?: (count: number) => void;
  id?: string;
}

/** What tests read of the cars (development builds and browsers driven by automation only). */
export interface CarsProbe {
  /** Where the driver's car is drawn now, [longitude, latitude], or null when it is not on the map. */
  at(driverId: number): [number, number] | null;
  /** The driver whose car is under the point (CSS px in the map's canvas), as a click would pick it. */
  pick(x: number, y: number): number | null;
  /** The colour the next frame draws at the point (CSS px), read back from WebGL after the cars: [r, g, b, a]. */
  pixel(x: number, y: number): Promise<number[]>;
}

declare global {
  interface Window {
    __taxiCars?: CarsProbe;
  }
}

/** What the layer draws with: the cars, the selection, who hears of each upload. */
type DrawnWith = Pick<CarsLayerProps, 'feed' | 'selectedId' | 'onDraw'>;

interface Readback {
  x: number;
  y: number;
  resolve: (rgba: number[]) => void;
}

/**
 * The cars as a MapLibre custom layer (issue 23): the `CarBuffer`'s typed array goes to the GPU
 * as it is when it changed, and one instanced draw per frame places, glides and turns every car in
 * the shader (cars-program.ts). No GeoJSON, no re-tiling, no per-frame script: between stream
 * batches the map repaints only while a car is still gliding.
 */
function carsCustomLayer(id: string, first: DrawnWith) {
  let current = first;
  let program: CarsProgram | null = null;
  let map: MapLibreMap | null = null;
  let failed = false;
  let measures = 0;
  let redraw: ReturnType<typeof setTimeout> | undefined;
  const readbacks: Readback[] = [];
  const layer: CustomLayerInterface & { destroy(): void; readPixel: CarsProbe['pixel']; drawWith(next: DrawnWith): void; isDrawn(slot: number): boolean } = {
    id,
    // before the first frame every car counts as drawn
    isDrawn: (slot) => program?.cull.isDrawn(slot) ?? true,
    type: 'custom',
    renderingMode: '2d',
    drawWith: (next) => {
      current = next;
      map?.triggerRepaint();
    },
    destroy: () => {
      clearTimeout(redraw);
      program?.destroy();
      program = null;
    },
    readPixel: (x, y) =>
      new Promise((resolve) => {
        readbacks.push({ x, y, resolve });
        map?.triggerRepaint();
      }),
    onAdd(added) {
      map = added;
    },
    render(gl, options) {
      // made at the first frame (and again after `destroy`); a style change (light/dark) takes the
      // layer off and puts it back on the same context: the program is kept
      if (!program && !failed) {
        try {
          program = new CarsProgram(gl as WebGL2RenderingContext);
        } catch (error) {
          failed = true;
          console.warn('map: the cars cannot be drawn (WebGL 2 is needed)', error);
        }
      }
      if (!program || !map) return;
      const { buffer } = current.feed;
      const zoom = map.getZoom();
      const worldSize = 512 * 2 ** zoom;
      const selectedSlot = current.selectedId === null ? -1 : buffer.slotOf(current.selectedId);
      // the cars to draw chosen and handed to the GPU when they, the zoom or the selection changed
      performance.mark(UPLOAD_CARS_START);
      const handedOver = program.prepare(buffer, worldSize, selectedSlot);
      if (handedOver) performance.measure(UPLOAD_CARS_MEASURE, UPLOAD_CARS_START);
      performance.clearMarks(UPLOAD_CARS_START);
      if (handedOver) {
        if (++measures >= MEASURES_KEPT) {
          performance.clearMeasures(UPLOAD_CARS_MEASURE);
          measures = 0;
        }
        current.onDraw?.(buffer.count);
      }
      const now = performance.now();
      const ratio = map.getPixelRatio();
      const view = { matrix: options.defaultProjectionData.mainMatrix, bearing: map.getBearing(), width: gl.drawingBufferWidth / ratio, height: gl.drawingBufferHeight / ratio, scale: carScaleAt(zoom), worldSize };
      program.draw(buffer, view, now, selectedSlot);
      for (const { x, y, resolve } of readbacks.splice(0)) {
        const rgba = new Uint8Array(4);
        gl.readPixels(Math.round(x * ratio), Math.round(gl.drawingBufferHeight - y * ratio - 1), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, rgba);
        resolve([...rgba]);
      }
      // the glide runs on the GPU: the map is drawn again only while a car is on its way, and
      // only as often as some car moves by a pixel (at a country's zoom a second's drive is less)
      const wait = buffer.nextDrawIn(now, worldSize, { radiusPx: (CAR_ICON_SIZE / 2) * view.scale });
      clearTimeout(redraw);
      if (wait === 0) map.triggerRepaint();
      else if (wait !== null) redraw = setTimeout(() => map?.triggerRepaint(), wait);
    },
  };
  return layer;
}

/**
 * The live map's cars (SPEC.md §2.11, DESIGN.md §6): a canvas-drawn 50×50 car per driver turned
 * to its heading on the map plane, free and on-trip cars in two colours and the selected one on
 * top with a halo, drawn by the GPU from typed arrays (carsCustomLayer). A click on a car selects
 * its driver; the pointer says the cars are clickable. Picking reads the same positions the shader
 * draws from (car-picking.ts).
 */
export function CarsLayer({ feed, selectedId, onSelect, onDraw, id = CARS_LAYER }: CarsLayerProps) {
  const { current } = useMap();
  const map = current?.getMap();
  const latest = useRef({ feed, selectedId, onSelect, onDraw });
  // one layer object for the map's life: react-map-gl adds a copy of it, the closures are shared
  // (its first props only start it: `drawWith` hands it every later render's)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  const layer = useMemo(() => carsCustomLayer(id, { feed, selectedId, onDraw }), [id]);
  useEffect(() => {
    latest.current = { feed, selectedId, onSelect, onDraw };
    layer.drawWith({ feed, selectedId, onDraw });
  });

  // a change in the cars asks for a frame; the frame uploads them
  useEffect(() => {
    if (!map) return;
    return feed.subscribe(() => map.triggerRepaint());
  }, [map, feed]);

  // click a car to select its driver; the pointer says the cars are clickable
  useEffect(() => {
    if (!map) return;
    const pick = (point: { x: number; y: number }) => pickCar(latest.current.feed.buffer, map, point, performance.now(), latest.current.selectedId, layer.isDrawn);
    const click = (event: MapMouseEvent) => {
      const driverId = pick(event.point);
      if (driverId !== null) latest.current.onSelect(driverId);
    };
    const move = (event: MapMouseEvent) => {
      map.getCanvas().style.cursor = pick(event.point) === null ? '' : 'pointer';
    };
    map.on('click', click);
    map.on('mousemove', move);
    if (import.meta.env.DEV || navigator.webdriver) {
      window.__taxiCars = {
        at: (driverId) => latest.current.feed.buffer.lngLatAt(driverId, performance.now()),
        pick: (x, y) => pick({ x, y }),
        pixel: layer.readPixel,
      };
    }
    return () => {
      map.off('click', click);
      map.off('mousemove', move);
      delete window.__taxiCars;
    };
  }, [map, layer]);

  // the GL resources go with the layer (a style change keeps them: onAdd again, same context)
  useEffect(() => () => layer.destroy(), [layer]);

  return <Layer {...layer} />;
}

/**
 * The live map's car pictures (SPEC.md §9: a 50×50 car icon), drawn on a canvas like the place
 * markers (marker-images.ts), so they need no sprite or network. A top view pointing north: the
 * cars' shader turns it to the driver's heading (cars-program.ts). One picture per state, side by
 * side in one atlas texture.
 */
export const CAR_STATES = ['free', 'busy', 'selected'] as const;
export type CarState = (typeof CAR_STATES)[number];

/** The icon's box in CSS pixels (SPEC.md §9). */
export const CAR_ICON_SIZE = 50;

/**
 * How large the cars are drawn at a zoom: SPEC.md §9's 50×50 at every zoom (CAR_MIN_SCALE 1).
 * Below CAR_FULL_SIZE_ZOOM a smaller minimum would draw them down to that fraction at zoom 8 (the
 * whole island), a quarter of the pixels for a software renderer at 0.5: measured in issue 23 but
 * not taken, since SPEC fixes the icon's size (docs/performance-web.md).
 */
export const CAR_FULL_SIZE_ZOOM = 11;
export const CAR_MIN_SCALE = 1;
export function carScaleAt(zoom: number): number {
  const low = CAR_FULL_SIZE_ZOOM - 3;
  const t = Math.min(1, Math.max(0, (zoom - low) / (CAR_FULL_SIZE_ZOOM - low)));
  return CAR_MIN_SCALE + (1 - CAR_MIN_SCALE) * t;
}

/** The car's body inside the box (18×32 and its 1 px outline), centred: what a click must hit. */
export const CAR_BODY = { width: 20, height: 34 } as const;

/**
 * Body colours: free green, on a trip orange, the selected car blue with a halo (told apart by
 * shape too: the halo). Dark enough for white text at 4.5:1, so badges can use them too.
 */
export const CAR_COLOURS: Record<CarState, string> = { free: '#2f7d32', busy: '#c2410c', selected: '#1864ab' };

function roundedRect(context: CanvasRenderingContext2D, x: number, y: number, width: number, height: number, radius: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
}

/** The atlas the GPU draws from: the free, busy and selected car side by side (`CAR_STATES` order), each in its 50×50 box. */
export function drawCarAtlas(pixelRatio: number): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = CAR_ICON_SIZE * CAR_STATES.length * pixelRatio;
  canvas.height = CAR_ICON_SIZE * pixelRatio;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(pixelRatio, pixelRatio);
  CAR_STATES.forEach((state, index) => {
    context.save();
    context.translate(index * CAR_ICON_SIZE, 0);
    drawCar(context, state);
    context.restore();
  });
  return canvas;
}

/** Draws the car in a 50×50 box on `context` (already scaled to CSS pixels). */
export function drawCar(context: CanvasRenderingContext2D, state: CarState) {
  const size = CAR_ICON_SIZE;
  const centre = size / 2;
  if (state === 'selected') {
    context.beginPath();
    context.arc(centre, centre, size / 2 - 1, 0, Math.PI * 2);
    context.fillStyle = 'rgba(24, 100, 171, 0.25)';
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = CAR_COLOURS.selected;
    context.stroke();
  }
  const width = 18;
  const height = 32;
  const left = centre - width / 2;
  const top = centre - height / 2;
  // shadow-like outline so the car reads on light and dark basemaps
  context.lineWidth = 2;
  context.strokeStyle = '#ffffff';
  roundedRect(context, left, top, width, height, 6);
  context.fillStyle = CAR_COLOURS[state];
  context.fill();
  context.stroke();
  // windscreen (front, at the top: the car points north before rotation) and rear window
  context.fillStyle = 'rgba(255, 255, 255, 0.85)';
  roundedRect(context, left + 3, top + 6, width - 6, 7, 2);
  context.fill();
  context.fillStyle = 'rgba(255, 255, 255, 0.6)';
  roundedRect(context, left + 3.5, top + height - 9, width - 7, 5, 2);
  context.fill();
  // headlights
  context.fillStyle = '#fff3bf';
  context.fillRect(left + 2, top + 1, 4, 2);
  context.fillRect(left + width - 6, top + 1, 4, 2);
}

import { VEHICLE_COLOURS, type VehicleColour } from './palette';
import { svgDocument, svgText } from './svg-text';

export const BODY_STYLES = ['sedan', 'hatchback', 'suv', 'van'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

/** Side views facing right, on a 320 × 170 canvas with the road at y = 132. */
const SHAPES: Record<BodyStyle, { body: string; windows: string }> = {
  sedan: {
    body: 'M18 124 L18 102 Q20 92 34 90 L88 84 L120 60 Q128 54 142 54 L204 54 Q216 54 226 62 L254 86 L290 92 Q302 94 302 106 L302 124 Z',
    windows: 'M104 84 L126 64 Q132 60 142 60 L164 60 L164 84 Z M172 60 L202 60 Q212 60 220 68 L238 84 L172 84 Z',
  },
  hatchback: {
    body: 'M24 124 L24 100 Q24 90 36 88 L84 84 L114 58 Q120 52 132 52 L238 52 Q252 52 258 64 L276 90 Q290 94 290 106 L290 124 Z',
    windows: 'M100 84 L120 64 Q126 58 134 58 L172 58 L172 84 Z M180 58 L236 58 Q246 58 250 66 L262 84 L180 84 Z',
  },
  suv: {
    body: 'M18 124 L18 94 Q20 84 34 82 L78 78 L104 48 Q110 42 122 42 L226 42 Q238 42 246 52 L270 78 L292 84 Q302 88 302 102 L302 124 Z',
    windows: 'M94 78 L112 54 Q116 48 126 48 L168 48 L168 78 Z M176 48 L224 48 Q234 48 240 56 L256 78 L176 78 Z',
  },
  van: {
    body: 'M16 124 L16 48 Q16 36 30 36 L234 36 Q248 36 256 46 L290 86 Q302 90 302 104 L302 124 Z',
    windows: 'M30 46 L110 46 L110 80 L30 80 Z M118 46 L196 46 L196 80 L118 80 Z M204 46 L236 46 Q244 46 250 54 L270 80 L204 80 Z',
  },
};

const wheel = (cx: number) =>
  `<circle cx="${cx}" cy="124" r="22" fill="#1f2328"/><circle cx="${cx}" cy="124" r="10" fill="#9ca3af"/>`;

/** A vehicle in its paint colour with its plate underneath. */
export function renderVehicle(style: BodyStyle, colour: VehicleColour, plate: string): string {
  const shape = SHAPES[style];
  const paint = VEHICLE_COLOURS[colour];
  const body =
    '<rect width="320" height="200" rx="14" fill="#eef1f5"/>' +
    '<rect x="10" y="144" width="300" height="4" rx="2" fill="#cbd2da"/>' +
    `<path d="${shape.body}" fill="${paint}" stroke="#4b5563" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${shape.windows}" fill="#9fb6c8" stroke="#4b5563" stroke-width="1.5"/>` +
    wheel(76) +
    wheel(248) +
    '<rect x="110" y="158" width="100" height="30" rx="4" fill="#ffffff" stroke="#111827" stroke-width="2"/>' +
    svgText(plate, { x: 160, y: 180, size: 18, fill: '#111827', weight: 700, anchor: 'middle' });
  return svgDocument(320, 200, `${colour} ${style}, plate ${plate}`, body);
}

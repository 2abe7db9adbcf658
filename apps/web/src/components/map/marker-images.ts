import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { OFFLINE_COLOURS, type Scheme } from './base-style';
import { CAR_ICON_SIZE, drawCar, type CarState } from './car-images';
import { PLACE_COLOUR } from './track-look';

/**
 * Marker pictures drawn on a canvas and given to MapLibre as style images, so numbered places
 * and town names need no glyph server (these machines have no internet): the image ids say what
 * to draw, `place:<number>` or `town:<scheme>:<name>`, and `drawMissingImage` answers
 * MapLibre's `styleimagemissing` for them.
 */
export const placeImageId = (number: number) => `place:${number}`;
export const townImageId = (scheme: Scheme, name: string) => `town:${scheme}:${name}`;
export const carImageId = (state: CarState) => `car:${state}`;

const PIXEL_RATIO = 2;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function canvas(width: number, height: number) {
  const element = document.createElement('canvas');
  element.width = width * PIXEL_RATIO;
  element.height = height * PIXEL_RATIO;
  const context = element.getContext('2d');
  if (!context) return null;
  context.scale(PIXEL_RATIO, PIXEL_RATIO);
  return { element, context };
}

function placeImage(number: number) {
  const size = 28;
  const drawn = canvas(size, size);
  if (!drawn) return null;
  const { context } = drawn;
  context.beginPath();
  context.arc(size / 2, size / 2, size / 2 - 1.5, 0, Math.PI * 2);
  context.fillStyle = PLACE_COLOUR;
  context.fill();
  context.lineWidth = 2.5;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.fillStyle = '#ffffff';
  context.font = `700 ${number > 9 ? 11 : 13}px ${FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(String(number), size / 2, size / 2 + 0.5);
  return drawn;
}

function townImage(scheme: Scheme, name: string) {
  const colours = OFFLINE_COLOURS[scheme];
  const font = `600 12px ${FONT}`;
  const probe = canvas(1, 1);
  if (!probe) return null;
  probe.context.font = font;
  const width = Math.ceil(probe.context.measureText(name).width) + 8;
  const drawn = canvas(width, 18);
  if (!drawn) return null;
  const { context } = drawn;
  context.font = font;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = 3;
  context.strokeStyle = colours.townHalo;
  context.strokeText(name, 4, 9);
  context.fillStyle = colours.town;
  context.fillText(name, 4, 9);
  return drawn;
}

/** One car picture (the live map's, car-images.ts) as a style image, pointing north: a symbol layer turns it. */
function carImage(state: CarState) {
  const drawn = canvas(CAR_ICON_SIZE, CAR_ICON_SIZE);
  if (drawn) drawCar(drawn.context, state);
  return drawn;
}

function imageFor(kind: string | undefined, first: string, rest: string[]) {
  if (kind === 'place') return placeImage(Number(first));
  if (kind === 'car' && (first === 'free' || first === 'busy' || first === 'selected')) return carImage(first);
  if (kind === 'town' && (first === 'light' || first === 'dark')) return townImage(first, rest.join(':'));
  return null;
}

/** Adds the picture an image id names, if it is one of ours; true when it did. */
export function drawMissingImage(map: MapLibreMap, id: string): boolean {
  if (map.hasImage(id)) return true;
  const [kind, first = '', ...rest] = id.split(':');
  const drawn = imageFor(kind, first, rest);
  if (!drawn) return false;
  const { element, context } = drawn;
  map.addImage(id, context.getImageData(0, 0, element.width, element.height), { pixelRatio: PIXEL_RATIO });
  return true;
}

/**
 * Adds the pictures a layer will ask for before it asks (the `styleimagemissing` answer also
 * covers later asks, e.g. after a style change), so the first render already has them.
 */
export function useMarkerImages(ids: readonly string[]) {
  const { current } = useMap();
  const map = current?.getMap();
  useEffect(() => {
    if (!map) return;
    const addAll = () => ids.forEach((id) => drawMissingImage(map, id));
    addAll();
    map.on('styledata', addAll);
    return () => {
      map.off('styledata', addAll);
    };
  }, [map, ids]);
}

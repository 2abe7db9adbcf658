import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import { Layer, Source } from 'react-map-gl/maplibre';

/** A colour, or a MapLibre expression reading it from each feature (`['get', 'colour']`). */
export type LayerColour = string | ExpressionSpecification;

export interface GeoJsonLayerProps {
  /** The source's id; its layers are `<id>-fill`, `<id>-outline`, `<id>-casing`, `<id>` (the line) and `<id>-points`. */
  id: string;
  data: FeatureCollection;
  /** Polygons: filled (and outlined when `outline` is given). */
  fill?: { colour: LayerColour; opacity?: number; outline?: LayerColour };
  /** Lines (a polygon's edge too): a width, and a wider casing under it when given. */
  line?: { colour: LayerColour; width: number; casing?: { colour: string; width: number }; dash?: number[] };
  /** Points: circles of `radius` px with a white ring. */
  points?: { colour: LayerColour; radius: number };
  /** Draw under this layer (the route under the place markers, the hexagons under everything). */
  beforeId?: string;
}

/**
 * The map's generic shape layer (headless, STYLE.md habit 6): one GeoJSON source drawn as filled
 * polygons, lines or circles. The route line, the dispatch desk's supply and demand hexagons and
 * its free drivers are all this one layer with different paint.
 */
export function GeoJsonLayer({ id, data, fill, line, points, beforeId }: GeoJsonLayerProps) {
  return (
    <Source id={id} type="geojson" data={data}>
      {fill && (
        <Layer id={`${id}-fill`} type="fill" beforeId={beforeId} paint={{ 'fill-color': fill.colour, 'fill-opacity': fill.opacity ?? 0.5 }} />
      )}
      {fill?.outline !== undefined && (
        <Layer id={`${id}-outline`} type="line" beforeId={beforeId} paint={{ 'line-color': fill.outline, 'line-width': 1, 'line-opacity': 0.8 }} />
      )}
      {line?.casing && (
        <Layer
          id={`${id}-casing`}
          type="line"
          beforeId={beforeId}
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{ 'line-color': line.casing.colour, 'line-width': line.casing.width, 'line-opacity': 0.9 }}
        />
      )}
      {line && (
        <Layer
          id={id}
          type="line"
          beforeId={beforeId}
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{ 'line-color': line.colour, 'line-width': line.width, ...(line.dash ? { 'line-dasharray': line.dash } : {}) }}
        />
      )}
      {points && (
        <Layer
          id={`${id}-points`}
          type="circle"
          beforeId={beforeId}
          paint={{ 'circle-color': points.colour, 'circle-radius': points.radius, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 }}
        />
      )}
    </Source>
  );
}

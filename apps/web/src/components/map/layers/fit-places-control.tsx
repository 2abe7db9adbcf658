import { Button } from '@mantine/core';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-map-gl/maplibre';
import { boundsOf, paddingFor, tripCamera } from '../camera-frame';
import type { RoutePoint } from '../route-geometry';

/**
 * Trip details open on the whole route (issue 22, item 14; `tripCamera`): at `zoom` on the first
 * place (SPEC.md §9) when every place fits there, else every place in the frame. Beyond SPEC, a
 * button brings every place back into view after the operator has moved the map.
 */
export function FitPlacesControl({ places, zoom }: { places: readonly RoutePoint[]; zoom: number }) {
  const { t } = useTranslation('map');
  const { current } = useMap();
  const map = current?.getMap();
  // once, when the map opens (a refetched trip does not move the camera the operator has moved)
  const opened = useRef(false);
  useEffect(() => {
    if (!map || opened.current) return;
    opened.current = true;
    const container = map.getContainer();
    const camera = tripCamera(places, { width: container.clientWidth, height: container.clientHeight }, zoom);
    if (camera && 'bounds' in camera) map.fitBounds(camera.bounds, { padding: camera.padding, duration: 0 });
  }, [map, places, zoom]);
  if (places.length < 2 || !map) return null;
  const fit = () => {
    const container = map.getContainer();
    map.fitBounds(boundsOf(places)!, { padding: paddingFor({ width: container.clientWidth, height: container.clientHeight }), maxZoom: zoom });
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconArrowsMaximize size={14} aria-hidden />}
      onClick={fit}
      style={{ position: 'absolute', top: 8, insetInlineStart: 8, zIndex: 1 }}
    >
      {t('fitPlaces')}
    </Button>
  );
}

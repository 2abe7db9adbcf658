import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAR_COLOURS } from '@/components/map/car-images';

/** Free or on a trip, in the cars' colours (white text at 4.5:1 on both). */
export function DriverStateBadge({ busy }: { busy: boolean }) {
  const { t } = useTranslation('map');
  return (
    <Badge variant="filled" color={busy ? CAR_COLOURS.busy : CAR_COLOURS.free} data-testid="driver-state" data-busy={busy}>
      {t(busy ? 'live.state.busy' : 'live.state.free')}
    </Badge>
  );
}

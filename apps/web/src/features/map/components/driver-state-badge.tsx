import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Free or on a trip, in the cars' colours (dark shades: white text at 4.5:1). */
export function DriverStateBadge({ busy }: { busy: boolean }) {
  const { t } = useTranslation('map');
  return (
    <Badge variant="filled" color={busy ? 'orange.9' : 'green.9'} data-testid="driver-state" data-busy={busy}>
      {t(busy ? 'live.state.busy' : 'live.state.free')}
    </Badge>
  );
}

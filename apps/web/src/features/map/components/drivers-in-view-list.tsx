import { Group, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import type { LiveDriverStore } from '../live/driver-store';
import { useDriversInView } from '../live/use-drivers-in-view';
import { DriverStateBadge } from './driver-state-badge';
import classes from './live-map.module.css';

/**
 * Beyond SPEC: the drivers whose car is in the map's view, by name, with their state; the first
 * 100 and a count of the others. Each is a button: the keyboard's way to select a driver. Only
 * this list re-renders when it is looked up again (on moveend, at most once a second).
 */
export function DriversInViewList({ map, store, selectedId, onSelect, maxHeight }: { map: MapLibreMap | null; store: LiveDriverStore; selectedId: number | null; onSelect: (driverId: number) => void; maxHeight: number | string }) {
  const { t, i18n } = useTranslation('map');
  const view = useDriversInView(map, store, i18n.language);
  const more = view ? view.total - view.drivers.length : 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="drivers-in-view" data-total={view?.total ?? 0} component="section" aria-labelledby="live-list-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="live-list-title">{t('live.list.title')}</Title>
          {view && <Text size="sm" c="dimmed" data-testid="drivers-in-view-total">{t('live.list.total', { count: view.total })}</Text>}
        </Group>
        {view && view.total === 0 ? (
          <Text size="sm" c="dimmed">{t('live.list.empty')}</Text>
        ) : (
          <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
            <ul className={classes.list} aria-label={t('live.list.label')}>
              {view?.drivers.map((driver) => {
                const name = driver.name || t('live.noName', { id: driver.driverId });
                return (
                  <li key={driver.driverId}>
                    <UnstyledButton
                      className={classes.item}
                      onClick={() => onSelect(driver.driverId)}
                      aria-pressed={driver.driverId === selectedId}
                      aria-label={t('live.list.select', { name, plate: driver.plate, state: t(driver.busy ? 'live.state.busy' : 'live.state.free') })}
                      data-testid={`driver-in-view-${driver.driverId}`}
                    >
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600} truncate>{name}</Text>
                          <Text size="xs" c="dimmed" dir="ltr" ta="start">{driver.plate}</Text>
                        </Stack>
                        <DriverStateBadge busy={driver.busy} />
                      </Group>
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
          </ScrollArea.Autosize>
        )}
        {more > 0 && <Text size="sm" c="dimmed" data-testid="drivers-in-view-more">{t('live.list.more', { count: more })}</Text>}
      </Stack>
    </Paper>
  );
}

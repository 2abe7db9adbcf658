import { Badge, Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ConnectedDriver } from '@taxi/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconPhoneCall } from '@tabler/icons-react';
import { CAR_COLOURS } from '@/components/map/car-images';
import { mapConfigQueryOptions } from '@/components/map';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/permissions';
import { currentDriverTripQueryOptions } from '../api/get-current-driver-trip';
import { useLiveCars } from '../live/use-live-cars';
import { frameSelection } from '../live/frame-selection';
import { CurrentTripPanel } from './current-trip-panel';
import { DriverPanel } from './driver-panel';
import { DriverSearch } from './driver-search';
import { DriversInViewList } from './drivers-in-view-list';
import classes from './live-map.module.css';

// MapLibre (≈ 300 KB gzip) comes with this chunk only: never in the shell's bundle.
const LiveMapView = lazy(() => import('./live-map-view'));

const MAP_HEIGHT = { desktop: 'max(420px, calc(100dvh - 260px))', mobile: '60dvh' };

/**
 * /map (SPEC.md §2.11, issue 13): the connected drivers' cars moving live from the stream, the
 * 60 000 ms list refresh as its fallback, a click (or the side list, or the search) selects a
 * driver: driver panel, current trip panel and its route on the map.
 */
export function LiveMapPage() {
  const { t } = useTranslation('map');
  const mobile = useMediaQuery('(max-width: 62em)') ?? false;
  const mayBook = useCan()('dispatch.write');
  const [map, setMap] = useState<MapLibreMap | null>(null);
  // the selected driver, with their details as they were when picked (kept if they go offline)
  const [selection, setSelection] = useState<{ driverId: number; picked: ConnectedDriver | undefined } | null>(null);
  const selectedId = selection?.driverId ?? null;
  const box = useRef<HTMLDivElement>(null);
  const config = useQuery(mapConfigQueryOptions());
  const { store, connected, streamUp } = useLiveCars(selectedId);
  const trip = useQuery({ ...currentDriverTripQueryOptions(selectedId ?? 0), enabled: selectedId !== null });

  // the selected driver's trip answer is the truth about free or on a trip
  useEffect(() => {
    if (selectedId !== null && trip.data !== undefined) store.setTrip(selectedId, trip.data?.tripId ?? null);
  }, [store, selectedId, trip.data]);

  // SPEC.md §2.11: re-centre on the first driver on first load only
  const centredOnFirst = useRef(false);
  useEffect(() => {
    const first = connected.data?.[0];
    if (!map || !first || centredOnFirst.current) return;
    centredOnFirst.current = true;
    map.jumpTo({ center: [first.longitude, first.latitude] });
  }, [map, connected.data]);

  // …and, once per selection when its trip has answered (not on later batches), on the driver's car
  // and their whole route (issue 22: SPEC's centre on the first place left the route's far end out)
  const framing = useRef<{ driverId: number; zoomIn: boolean } | null>(null);
  const tripAnswered = trip.isSuccess || trip.isError;
  useEffect(() => {
    const wanted = framing.current;
    if (!map || !wanted || wanted.driverId !== selectedId || !tripAnswered) return;
    framing.current = null;
    frameSelection(map, store.cars.get(wanted.driverId), trip.data?.tripPlaces ?? [], wanted.zoomIn);
  }, [map, store, selectedId, tripAnswered, trip.data]);

  const select = useCallback((driverId: number, zoomIn = false) => {
    framing.current = { driverId, zoomIn };
    setSelection({ driverId, picked: store.details.get(driverId) });
  }, [store]);
  const flyToDriver = (driverId: number) => select(driverId, true);
  const onDraw = useCallback((count: number) => box.current?.setAttribute('data-cars', String(count)), []);

  // a selected driver who goes offline keeps their panel (marked as no longer connected)
  const driver = selection ? (store.details.get(selection.driverId) ?? selection.picked) : undefined;
  const selectedTrip = selectedId !== null ? trip.data : null;
  const places = selectedTrip?.tripPlaces ?? [];

  return (
    <Grid gap="md" data-testid="live-map-page">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" gap="xs">
            <div style={{ flex: '1 1 240px', maxWidth: 420 }}>
              <DriverSearch store={store} version={connected.dataUpdatedAt} onFound={flyToDriver} />
            </div>
            <Group gap="sm" aria-label={t('live.legend.label')} role="group">
              {(['free', 'busy', 'selected'] as const).map((state) => (
                <Group key={state} gap={4} wrap="nowrap">
                  <span className={classes.legendDot} style={{ background: CAR_COLOURS[state] }} aria-hidden />
                  <Text size="xs">{t(`live.legend.${state}`)}</Text>
                </Group>
              ))}
              <Badge variant="dot" color={streamUp ? 'green.9' : 'gray.6'} tt="none" data-testid="stream-status" data-up={streamUp}>
                {streamUp ? t('live.stream.up') : t('live.stream.down')}
              </Badge>
              {/* the dispatch desk's booking panel (issue 26), one panel in one place: the desk opens with the focus in it */}
              {mayBook && (
                <Button component={Link} to={paths.dispatch.getHref({ new: 1 })} size="compact-sm" leftSection={<IconPhoneCall size={14} aria-hidden />} data-testid="book-trip">
                  {t('live.bookTrip')}
                </Button>
              )}
            </Group>
          </Group>
          <div ref={box} data-testid="live-map" data-cars="0" data-selected={selectedId ?? ''}>
            <Suspense fallback={<Skeleton h={mobile ? MAP_HEIGHT.mobile : MAP_HEIGHT.desktop} radius="md" role="status" aria-label={t('loading')} />}>
              {!config.isPending && (
                <LiveMapView
                  config={config.data ?? null}
                  label={t('live.region')}
                  height={mobile ? MAP_HEIGHT.mobile : MAP_HEIGHT.desktop}
                  feed={store}
                  selectedId={selectedId}
                  onSelect={select}
                  onDraw={onDraw}
                  places={places}
                  onMap={setMap}
                />
              )}
            </Suspense>
          </div>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          {selectedId !== null && driver && (
            <>
              <DriverPanel driver={driver} busy={store.isBusy(selectedId)} connected={store.cars.has(selectedId)} onClose={() => setSelection(null)} />
              <CurrentTripPanel trip={trip} />
            </>
          )}
          <DriversInViewList map={map} store={store} selectedId={selectedId} onSelect={select} maxHeight={mobile ? 320 : selectedId === null ? 'calc(100dvh - 330px)' : 360} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

import { Grid, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Booking, TripMessage } from '@taxi/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { mapConfigQueryOptions } from '@/components/map/api/get-map-config';
import type { RoutePoint } from '@/components/map/route-geometry';
import { frameSelection } from '@/features/map/live/frame-selection';
import { useLiveCars } from '@/features/map/live/use-live-cars';
import { errorText } from '@/lib/error-text';
import { focusSoon } from '@/lib/focus-soon';
import { notify } from '@/lib/notify';
import { operatorTimeZone } from '@/lib/operator-clock';
import { useCan } from '@/lib/permissions';
import { bookingQueryOptions } from '../api/get-bookings';
import { estimateQueryOptions } from '../api/get-estimate';
import { reversePlace } from '../api/get-places';
import { chosenPlaces, emptyDraft, estimateBody, setPlaceAt, type BookingDraft } from '../form/booking-draft';
import { useDispatchStream } from '../live/use-dispatch-stream';
import { useHexagons } from '../supply/use-hexagons';
import { BookingCard } from './booking-card';
import { BookingPanel } from './booking-panel';
import { BookingsBoard } from './bookings-board';
import { SupplyDemandLegend } from './supply-demand-legend';
import { ERROR_TEXT } from './error-colour';

// MapLibre comes with the shared map chunk, h3-js with its own: neither is in the shell's bundle.
const DispatchMapView = lazy(() => import('./dispatch-map-view'));

const MAP_HEIGHT = { desktop: 'max(420px, calc(100dvh - 300px))', mobile: '50dvh' };

/**
 * /dispatch (issue 26): the dispatcher's desk. The shared map (live cars, the selected booking's
 * or the draft's route and places, the supply and demand hexagons) with the selected booking and
 * the booking panel beside it, and the board of bookings across the whole width under them. `?booking=<id>` is the selected
 * booking, `?new=1` puts the focus in the booking panel (the live map's "Book a trip").
 */
export function DispatchPage() {
  const { t } = useTranslation('dispatch');
  const mobile = useMediaQuery('(max-width: 62em)') ?? false;
  const mayWrite = useCan()('dispatch.write');
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('booking')) > 0 ? Number(params.get('booking')) : null;
  const [draft, setDraftState] = useState<BookingDraft>(emptyDraft);
  const setDraft = useCallback((update: (draft: BookingDraft) => BookingDraft) => setDraftState(update), []);
  const [picking, setPicking] = useState<number | null>(null);
  const [showSupply, setShowSupply] = useState(false);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const zone = operatorTimeZone();

  const onMessage = useCallback(
    (message: TripMessage) => {
      if (message.from === 'driver' && message.tripId !== selectedId) notify.info(t('messages.fromDriver', { name: message.authorName, id: message.tripId }));
    },
    [selectedId, t],
  );
  const streamUp = useDispatchStream({ onMessage });
  const booking = useQuery({ ...bookingQueryOptions(selectedId ?? 0), enabled: selectedId !== null });
  const estimate = useQuery(estimateQueryOptions(mayWrite ? estimateBody(draft, zone) : null));
  const config = useQuery(mapConfigQueryOptions());
  const selectedDriverId = selectedId !== null ? (booking.data?.driver?.id ?? null) : null;
  const { store } = useLiveCars(selectedDriverId);
  const hexagons = useHexagons(showSupply);

  const select = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('booking');
        else next.set('booking', String(id));
        next.delete('new');
        return next;
      }),
    [setParams],
  );

  // the live map's "Book a trip" (?new=1): the focus starts in the panel
  const wantsNew = params.get('new') === '1';
  useEffect(() => {
    if (wantsNew && mayWrite) focusSoon('[data-testid="caller-search"]');
  }, [wantsNew, mayWrite]);

  // what the map shows: the selected booking, unless a place is being picked for the draft
  const showBooking = selectedId !== null && picking === null && booking.data !== undefined;
  const draftPlaces = draft.places.flatMap((row) => (row.place ? [row.place] : []));
  const places: readonly RoutePoint[] = showBooking ? booking.data!.places : draftPlaces;
  const route = showBooking
    ? { places: booking.data!.places }
    : estimate.data && chosenPlaces(draft.places)
      ? { coordinates: estimate.data.route, straight: estimate.data.routeSource === 'straightLine' }
      : null;

  // frame the booking (with its driver's car) or the draft's places once each time they change
  const framedKey = useRef('');
  const frameKey = showBooking ? `booking:${selectedId}:${booking.data!.driver?.id ?? ''}` : `draft:${draftPlaces.map((place) => `${place.latitude},${place.longitude}`).join(';')}`;
  useEffect(() => {
    if (!map || framedKey.current === frameKey || places.length === 0) return;
    framedKey.current = frameKey;
    frameSelection(map, selectedDriverId !== null && showBooking ? store.cars.get(selectedDriverId) : undefined, places, false);
  }, [map, frameKey, places, selectedDriverId, showBooking, store]);

  const pick = useCallback(
    async (point: RoutePoint) => {
      const index = picking;
      if (index === null) return;
      setPicking(null);
      try {
        const place = await reversePlace(point);
        const { kind: _kind, ...chosen } = place;
        setDraft((current) => ({ ...current, places: setPlaceAt(current.places, index, chosen) }));
        focusSoon(`[data-testid="place-search-${index}"]`);
      } catch (error) {
        notify.error(errorText(error, t, t('panel.places.reverseFailed')));
      }
    },
    [picking, setDraft, t],
  );

  const onBooked = (created: Booking) => {
    setDraftState(emptyDraft());
    setPicking(null);
    select(created.id);
  };

  return (
    <Grid gap="md" data-testid="dispatch-page">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Switch
                label={t('supply.toggle')}
                checked={showSupply}
                onChange={(event) => setShowSupply(event.currentTarget.checked)}
                data-testid="supply-toggle"
              />
              {hexagons.isError && <Text size="xs" c={ERROR_TEXT}>{t('supply.failed')}</Text>}
            </Group>
            {showSupply && <SupplyDemandLegend at={hexagons.answer?.at} cells={hexagons.answer?.cells.length ?? 0} />}
          </Stack>
          <div data-testid="dispatch-map" data-hexagons={hexagons.features?.features.length ?? 0} data-picking={picking ?? ''}>
            <Suspense fallback={<Skeleton h={mobile ? MAP_HEIGHT.mobile : MAP_HEIGHT.desktop} radius="md" role="status" aria-label={t('map.loading')} />}>
              {!config.isPending && (
                <DispatchMapView
                  config={config.data ?? null}
                  label={t('map.region')}
                  height={mobile ? MAP_HEIGHT.mobile : MAP_HEIGHT.desktop}
                  feed={store}
                  selectedDriverId={selectedDriverId}
                  onSelectDriver={() => undefined}
                  places={places}
                  route={route}
                  hexagons={hexagons.features}
                  onPick={picking !== null ? (point) => void pick(point) : null}
                  onMap={setMap}
                />
              )}
            </Suspense>
          </div>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="md">
          {selectedId !== null && <BookingCard booking={booking} onClose={() => select(null)} />}
          {mayWrite && <BookingPanel draft={draft} onDraft={setDraft} picking={picking} onPicking={setPicking} estimate={estimate} onBooked={onBooked} />}
        </Stack>
      </Grid.Col>
      {/* the board takes the whole width: its columns (status, waiting, driver) need it */}
      <Grid.Col span={12}>
        <BookingsBoard streamUp={streamUp} selectedId={selectedId} onSelect={select} />
      </Grid.Col>
    </Grid>
  );
}

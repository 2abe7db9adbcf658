import { Button, Divider, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { PAYMENT_METHODS, type Booking, type EstimateAnswer, type PaymentMethod } from '@taxi/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tripTypeOptionsQueryOptions } from '@/features/trip-types/api/get-trip-type-options';
import { errorText } from '@/lib/error-text';
import { focusSoon } from '@/lib/focus-soon';
import { notify } from '@/lib/notify';
import { operatorTimeZone } from '@/lib/operator-clock';
import { useCreateBooking } from '../api/booking-actions';
import { nearestDriversQueryOptions } from '../api/get-nearest-drivers';
import { addStop, bookingBody, draftProblems, MAX_PLACES, movePlace, removeStop, setPlaceAt, type BookingDraft } from '../form/booking-draft';
import { CallerField } from './caller-field';
import { EstimateSummary } from './estimate-summary';
import { NearestDriversChoice } from './nearest-drivers-list';
import { PlaceRow } from './place-row';
import { ScheduleField } from './schedule-field';

export interface BookingPanelProps {
  draft: BookingDraft;
  onDraft: (update: (draft: BookingDraft) => BookingDraft) => void;
  /** The place row a map click fills, or null. */
  picking: number | null;
  onPicking: (index: number | null) => void;
  estimate: UseQueryResult<EstimateAnswer>;
  onBooked: (booking: Booking) => void;
}

/** Where the first problem's field is, to take the focus there after a refused submit. */
const problemSelector = (key: string) =>
  key === 'customer' ? '[data-testid="caller-search"], [data-testid="new-caller-name"]'
    : key.startsWith('places.') ? `[data-testid="place-search-${key.slice(7)}"]`
      : key === 'tripTypeId' ? '[data-testid="trip-type"]'
        : '[data-testid="schedule-date"]';

/**
 * The booking panel (issue 26): the caller, the places (typed or clicked on the map; stopovers
 * added, moved, removed), trip type, payment method, now or later on the operator's clock, the
 * fare estimate with its route on the map, and the nearest free drivers to offer it to directly or
 * leave to the system. Every control is labelled; Tab goes through them in this order.
 */
export function BookingPanel({ draft, onDraft, picking, onPicking, estimate, onBooked }: BookingPanelProps) {
  const { t } = useTranslation('dispatch');
  const tripTypes = useQuery(tripTypeOptionsQueryOptions());
  const create = useCreateBooking();
  const [submitted, setSubmitted] = useState(false);
  const zone = operatorTimeZone();
  const problems = draftProblems(draft, zone);
  const shown = (key: string) => (submitted && problems[key] ? t(problems[key]!) : undefined);
  const pickup = draft.places[0]?.place ?? null;
  const nearest = useQuery(nearestDriversQueryOptions(draft.when === 'now' && pickup ? { latitude: pickup.latitude, longitude: pickup.longitude } : null));
  const update = (patch: Partial<BookingDraft>) => onDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = Object.keys(problems)[0];
    if (first) {
      notify.error(t('panel.validation.summary'));
      focusSoon(problemSelector(first));
      return;
    }
    try {
      const booking = await create.mutateAsync(bookingBody(draft, zone));
      setSubmitted(false);
      notify.success(booking.scheduledFor ? t('panel.bookedLater', { id: booking.id }) : t('panel.booked', { id: booking.id }));
      onBooked(booking);
    } catch (error) {
      notify.error(errorText(error, t, t('panel.bookFailed')));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-panel-title" data-testid="booking-panel">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="booking-panel-title">{t('panel.title')}</Title>
          <CallerField customer={draft.customer} onChange={(customer) => update({ customer })} error={shown('customer')} />
          <Divider />
          <Stack gap={6} role="group" aria-label={t('panel.places.label')}>
            {draft.places.map((row, index) => (
              <PlaceRow
                key={row.key}
                index={index}
                count={draft.places.length}
                place={row.place}
                near={pickup && index > 0 ? pickup : null}
                picking={picking === index}
                error={shown(`places.${index}`)}
                onChange={(place) => onDraft((current) => ({ ...current, places: setPlaceAt(current.places, index, place) }))}
                onPickOnMap={() => onPicking(picking === index ? null : index)}
                onMove={(step) => onDraft((current) => ({ ...current, places: movePlace(current.places, index, step) }))}
                onRemove={() => onDraft((current) => ({ ...current, places: removeStop(current.places, index) }))}
              />
            ))}
            {picking !== null && (
              <Text size="xs" c="blue.9" role="status" data-testid="picking-hint">{t('panel.places.pickingHint')}</Text>
            )}
            <Group justify="flex-start">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={draft.places.length >= MAX_PLACES}
                onClick={() => onDraft((current) => ({ ...current, places: addStop(current.places) }))}
                data-testid="add-stop"
              >
                {t('panel.places.addStop')}
              </Button>
            </Group>
          </Stack>
          <Divider />
          <Group grow align="flex-start" gap="xs" wrap="wrap">
            <Select
              label={t('panel.tripType')}
              data={(tripTypes.data ?? []).map((type) => ({ value: String(type.tripTypeId), label: type.typeName }))}
              value={draft.tripTypeId}
              onChange={(tripTypeId) => update({ tripTypeId })}
              required
              allowDeselect={false}
              error={shown('tripTypeId')}
              data-testid="trip-type"
              miw={150}
            />
            <div style={{ minWidth: 150 }}>
              <Text size="sm" fw={500} id="dispatch-payment-label" mb={4}>{t('panel.payment')}</Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="dispatch-payment-label"
                value={draft.paymentMethod}
                onChange={(value) => update({ paymentMethod: value as PaymentMethod })}
                data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payment.${method}`) }))}
                data-testid="payment-method"
              />
            </div>
          </Group>
          <ScheduleField draft={draft} onChange={update} error={shown('schedule')} />
          <EstimateSummary estimate={estimate} />
          {draft.when === 'now' && pickup && (
            <NearestDriversChoice
              label={t('panel.driver')}
              autoLabel={t('panel.driverAuto')}
              drivers={nearest}
              value={draft.driverId}
              onChange={(driverId) => update({ driverId })}
            />
          )}
          <Button type="submit" loading={create.isPending} leftSection={<IconSend size={16} aria-hidden />} data-testid="book-submit">
            {draft.when === 'later' ? t('panel.submitLater') : t('panel.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

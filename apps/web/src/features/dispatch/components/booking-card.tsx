import { ActionIcon, Button, Divider, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconRefresh, IconUserShare, IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BookingDetails } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { formatDateTime, formatMoney, formatTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useAutoDispatch } from '../api/booking-actions';
import { isOpenBooking } from '../live/board-cache';
import { BookingStateBadge } from './booking-state-badge';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { MessageThread } from './message-thread';
import { ReassignDialog } from './reassign-dialog';
import { ERROR_TEXT } from './error-colour';

const CANCELLABLE = new Set(['scheduled', 'searching', 'offered', 'noDriver', 'accepted', 'arrived']);
const AUTO_AGAIN = new Set(['searching', 'offered', 'noDriver']);
const ASSIGNABLE = new Set(['searching', 'offered', 'noDriver', 'accepted', 'arrived']);

/**
 * The booking selected on the board: who, where, its state and offers, and what the desk can do:
 * cancel with a reason (the fee after acceptance), reassign or offer to a picked driver, offer
 * automatically again; and the thread with its driver.
 */
export function BookingCard({ booking, onClose }: { booking: UseQueryResult<BookingDetails>; onClose: () => void }) {
  const { t, i18n } = useTranslation('dispatch');
  const mayWrite = useCan()('dispatch.write');
  const [dialog, setDialog] = useState<'cancel' | 'reassign' | null>(null);
  const data = booking.data;
  const auto = useAutoDispatch(data?.id ?? 0);

  if (!data) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="booking-card">
        {booking.isError ? <Text c={ERROR_TEXT}>{errorText(booking.error, t, t('card.loadError'))}</Text> : <Skeleton h={160} role="status" aria-label={t('card.loading')} />}
      </Paper>
    );
  }
  const offerAgain = async () => {
    try {
      await auto.mutateAsync(undefined);
      notify.success(t('card.autoDone', { id: data.id }));
    } catch (error) {
      notify.error(errorText(error, t, t('card.autoFailed')));
    }
  };
  const open = isOpenBooking(data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-card-title" data-testid="booking-card" data-booking={data.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4" id="booking-card-title">{t('card.title', { id: data.id })}</Title>
            <Text size="sm" c="dimmed">{t('card.bookedBy', { name: data.bookedBy.name, time: formatDateTime(data.createdAt, i18n.language) })}</Text>
          </div>
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('card.close')} data-testid="booking-card-close">
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <BookingStateBadge booking={data} />
          {data.scheduledFor && <Text size="sm">{t('card.scheduledFor', { time: formatDateTime(data.scheduledFor, i18n.language) })}</Text>}
        </Group>
        <Text size="sm"><b>{t('card.customer')}:</b> {data.customer.name} {data.customer.surname} · <span dir="ltr">{data.customer.phoneNumber}</span></Text>
        <List type="ordered" size="sm" spacing={2} data-testid="booking-places">
          {data.places.map((place) => (
            <List.Item key={place.placeOrder}>
              {place.poiName ?? place.name}
              {place.formattedAddress !== (place.poiName ?? place.name) && <Text span size="xs" c="dimmed"> — {place.formattedAddress}</Text>}
            </List.Item>
          ))}
        </List>
        <Text size="sm"><b>{t('card.trip')}:</b> {data.tripTypeName} · {t(`payment.${data.paymentMethod}`)}{data.fare > 0 ? ` · ${formatMoney(data.fare, i18n.language)}` : ''}</Text>
        <Text size="sm" data-testid="booking-driver">
          <b>{t('card.driver')}:</b> {data.driver ? `${data.driver.name} ${data.driver.surname}${data.driver.plateNumber ? ` · ${data.driver.plateNumber}` : ''}` : t('card.noDriverYet')}
        </Text>
        {data.cancelReason && <Text size="sm"><b>{t('card.cancelReason')}:</b> {data.cancelReason}</Text>}
        {data.offers.length > 0 && (
          <div>
            <Text size="sm" fw={600}>{t('card.offers', { count: data.tries })}</Text>
            <List size="xs" spacing={0}>
              {data.offers.map((offer) => (
                <List.Item key={offer.id}>
                  {formatTime(offer.offeredAt, i18n.language)} {offer.driverName}: {t(`card.answer.${offer.answer ?? 'waiting'}`)}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {mayWrite && open && (
          <Group gap="xs">
            {AUTO_AGAIN.has(data.state) && (
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} loading={auto.isPending} onClick={() => void offerAgain()} data-testid="booking-auto">
                {t('card.auto')}
              </Button>
            )}
            {ASSIGNABLE.has(data.state) && (
              <Button size="xs" variant="default" leftSection={<IconUserShare size={14} aria-hidden />} onClick={() => setDialog('reassign')} data-testid="booking-reassign">
                {data.driver ? t('card.reassign') : t('card.assign')}
              </Button>
            )}
            {CANCELLABLE.has(data.state) && (
              <Button size="xs" color="red.8" variant="filled" leftSection={<IconBan size={14} aria-hidden />} onClick={() => setDialog('cancel')} data-testid="booking-cancel">
                {t('card.cancel')}
              </Button>
            )}
          </Group>
        )}
        {data.driver && (
          <>
            <Divider />
            <MessageThread booking={data} />
          </>
        )}
      </Stack>
      <CancelBookingDialog booking={data} opened={dialog === 'cancel'} onClose={() => setDialog(null)} />
      <ReassignDialog booking={data} opened={dialog === 'reassign'} onClose={() => setDialog(null)} />
    </Paper>
  );
}

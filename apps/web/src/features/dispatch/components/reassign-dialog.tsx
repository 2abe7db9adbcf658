import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useAssignBooking } from '../api/booking-actions';
import { nearestDriversQueryOptions } from '../api/get-nearest-drivers';
import { NearestDriversChoice } from './nearest-drivers-list';

/**
 * Offer a booking to a driver picked among the nearest free ones to its pick-up. After acceptance
 * this reassigns: the current driver is released and told (the server does it).
 */
export function ReassignDialog({ booking, opened, onClose }: { booking: Booking; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dispatch');
  const pickup = booking.places[0];
  const drivers = useQuery({ ...nearestDriversQueryOptions(pickup ? { latitude: pickup.latitude, longitude: pickup.longitude } : null), enabled: opened && !!pickup });
  const [driverId, setDriverId] = useState<number | null>(null);
  const assign = useAssignBooking(booking.id);
  const close = () => {
    setDriverId(null);
    onClose();
  };
  const confirm = async () => {
    if (driverId === null) return;
    try {
      await assign.mutateAsync(driverId);
      notify.success(t('reassign.done', { id: booking.id }));
      close();
    } catch (error) {
      notify.error(errorText(error, t, t('reassign.failed')));
    }
  };
  const reassigning = booking.driver !== null;
  return (
    <Modal opened={opened} onClose={close} title={t(reassigning ? 'reassign.titleReassign' : 'reassign.title', { id: booking.id })} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        {reassigning && <Text size="sm">{t('reassign.releases', { name: `${booking.driver!.name} ${booking.driver!.surname}` })}</Text>}
        <NearestDriversChoice label={t('reassign.label')} drivers={drivers} value={driverId} onChange={setDriverId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>{t('actions.cancel')}</Button>
          <Button onClick={() => void confirm()} disabled={driverId === null} loading={assign.isPending} data-testid="reassign-confirm">{t('reassign.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

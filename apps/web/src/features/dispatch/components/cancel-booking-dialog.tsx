import { Alert, Textarea } from '@mantine/core';
import type { Booking } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { FieldDialog } from '@/components/verification/field-dialog';
import { notify } from '@/lib/notify';
import { useCancelBooking } from '../api/booking-actions';

/** After a driver accepted (accepted, arrived), a cancellation charges the trip type's cancellation fee (DESIGN.md §5). */
export const cancellationCharges = (booking: Pick<Booking, 'state'>) => booking.state === 'accepted' || booking.state === 'arrived';

/** Cancel a booking with a reason (1–500 characters); says beforehand when the cancellation fee applies. */
export function CancelBookingDialog({ booking, opened, onClose }: { booking: Booking; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dispatch');
  const cancel = useCancelBooking(booking.id);
  return (
    <FieldDialog
      opened={opened}
      title={t('cancel.title', { id: booking.id })}
      confirmLabel={t('cancel.confirm')}
      confirmColor="red.8"
      errorField="reason"
      requireValue
      onClose={onClose}
      onConfirm={async (reason) => {
        const cancelled = await cancel.mutateAsync(reason.trim());
        notify.success(cancelled.fare > 0 ? t('cancel.doneWithFee', { id: booking.id }) : t('cancel.done', { id: booking.id }));
      }}
    >
      {({ value, error, onChange }) => (
        <>
          <Alert color={cancellationCharges(booking) ? 'orange' : 'gray'} variant="light" data-testid="cancel-fee-note">
            {cancellationCharges(booking) ? t('cancel.feeApplies', { type: booking.tripTypeName }) : t('cancel.noFee')}
          </Alert>
          <Textarea
            label={t('cancel.reason')}
            value={value}
            error={error}
            onChange={(event) => onChange(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            required
            data-autofocus
            data-testid="cancel-reason"
          />
        </>
      )}
    </FieldDialog>
  );
}

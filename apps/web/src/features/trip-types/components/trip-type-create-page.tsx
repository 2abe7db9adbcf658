import { useTranslation } from 'react-i18next';
import { useCreateTripType } from '../api/create-trip-type';
import type { FareClockState } from '../fare/fare-clock-state';
import { emptyTripTypeValues } from '../form/trip-type-form-values';
import { TripTypeForm } from './trip-type-form';

/** /triptypes/add. */
export function TripTypeCreatePage({ clock }: { clock: FareClockState }) {
  const { t } = useTranslation('trip-types');
  const create = useCreateTripType();
  return (
    <TripTypeForm
      mode="create"
      initialValues={emptyTripTypeValues()}
      clock={clock}
      submitLabel={t('actions.create')}
      successMessage={t('toast.added')}
      onSave={create.mutateAsync}
    />
  );
}

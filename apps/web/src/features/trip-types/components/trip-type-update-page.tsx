import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useTripType } from '../api/get-trip-type';
import { useUpdateTripType } from '../api/update-trip-type';
import type { FareClockState } from '../fare/fare-clock-state';
import { tripTypeToValues } from '../form/trip-type-form-values';
import { TripTypeForm } from './trip-type-form';

/** /triptypes/update/{id}: the preloaded trip type in the edit form. */
export function TripTypeUpdatePage({ id, clock, aside }: { id: number; clock: FareClockState; aside?: ComponentProps<typeof TripTypeForm>['aside'] }) {
  const { t, i18n } = useTranslation('trip-types');
  const { data: tripType } = useTripType(id);
  const update = useUpdateTripType(id);
  return (
    <TripTypeForm
      key={tripType.tripTypeId}
      mode="edit"
      initialValues={tripTypeToValues(tripType, i18n.language)}
      clock={clock}
      submitLabel={t('actions.save')}
      successMessage={t('toast.updated')}
      onSave={update.mutateAsync}
      aside={aside}
    />
  );
}

import type { VehicleDetails } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { VerificationActions } from '@/components/verification';
import { useUpdateVehicleVerification } from '../api/update-vehicle-verification';

/** The vehicle's verification (SPEC.md §4) through the shared actions, sent to UpdateVehicleVerificationStatus. */
export function VehicleVerificationActions({ vehicle }: { vehicle: VehicleDetails }) {
  const { t } = useTranslation('vehicles');
  const update = useUpdateVehicleVerification(vehicle.vehicleId);
  const name = `${vehicle.vehicleBrand} ${vehicle.vehicleModel} (${vehicle.vehiclePlate})`;
  return (
    <VerificationActions
      owner={vehicle}
      approveTitle={t('verification.approveTitle', { name })}
      rejectTitle={t('verification.rejectTitle', { name })}
      documentsPendingText={t('verification.documentsPending')}
      onUpdate={(body) => update.mutateAsync(body)}
      statusTestId="vehicle-verification"
    />
  );
}

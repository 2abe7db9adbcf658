import { Group, Radio, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { NearestDriver, NearestDrivers } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { formatKilometres } from '@/lib/format';
import { minutes } from './estimate-summary';
import { ERROR_TEXT } from './error-colour';

/** 'Ali Kaya · 34 ABC 12 — 1.2 km, 3 min': one free driver as the desk reads them. */
export function DriverLine({ driver }: { driver: NearestDriver }) {
  const { t, i18n } = useTranslation('dispatch');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" style={{ flex: 1 }}>
      <div>
        <Text size="sm" fw={500}>{driver.name} {driver.surname}</Text>
        <Text size="xs" c="dimmed">{driver.plateNumber ?? t('drivers.noPlate')}</Text>
      </div>
      <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
        {t('drivers.away', { km: formatKilometres(driver.distanceMeters, i18n.language), minutes: minutes(driver.etaSeconds) })}
      </Text>
    </Group>
  );
}

export interface NearestDriversChoiceProps {
  drivers: UseQueryResult<NearestDrivers>;
  /** null: let the system offer it to the nearest in turn. */
  value: number | null;
  onChange: (driverId: number | null) => void;
  /** The automatic choice's label ('Offer automatically'); omitted in the reassign dialog. */
  autoLabel?: string;
  label: string;
}

/**
 * The free drivers nearest the pick-up (GET /api/dispatch/nearest-drivers, nearest first) with
 * their distance and time to get there, as one radio group: pick one to offer the trip to them
 * directly, or leave it to the system.
 */
export function NearestDriversChoice({ drivers, value, onChange, autoLabel, label }: NearestDriversChoiceProps) {
  const { t } = useTranslation('dispatch');
  const list = drivers.data?.drivers ?? [];
  return (
    <Radio.Group label={label} value={value === null ? 'auto' : String(value)} onChange={(next) => onChange(next === 'auto' ? null : Number(next))} data-testid="nearest-drivers">
      <Stack gap={6} mt={6}>
        {autoLabel && <Radio value="auto" label={autoLabel} data-testid="driver-auto" />}
        {drivers.isPending && drivers.fetchStatus !== 'idle' && <Text size="sm" c="dimmed">{t('drivers.loading')}</Text>}
        {drivers.isError && <Text size="sm" c={ERROR_TEXT}>{t('drivers.failed')}</Text>}
        {drivers.isSuccess && list.length === 0 && <Text size="sm" c="dimmed" data-testid="no-free-drivers">{t('drivers.none')}</Text>}
        {list.map((driver) => (
          <Radio
            key={driver.driverId}
            value={String(driver.driverId)}
            label={<DriverLine driver={driver} />}
            styles={{ labelWrapper: { flex: 1 }, body: { alignItems: 'center' } }}
            data-testid={`driver-option-${driver.driverId}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

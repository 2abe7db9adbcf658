import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TripPlace } from '@taxi/contract';
import { useTranslation } from 'react-i18next';

/**
 * The trip's places in order (SPEC.md §3), numbered 1, 2, 3… like the map's markers, with their
 * coordinates. A card of its own, or `framed={false}` inside another card (the live map's trip panel).
 */
export function TripPlaces({ places, framed = true }: { places: readonly TripPlace[]; framed?: boolean }) {
  const { t } = useTranslation('trips');
  // coordinates as maps write them, dot decimals in every language
  const coordinate = (value: number) => value.toFixed(5);
  return (
    <Paper withBorder={framed} radius="md" p={framed ? 'lg' : 0} data-testid="trip-places" h="100%">
      <Stack gap="sm">
        <Title order={3} size="h5">{t('details.places')}</Title>
        {places.length === 0 ? (
          <Text size="sm" c="dimmed">{t('details.noPlaces')}</Text>
        ) : (
          <List listStyleType="none" spacing="sm" aria-label={t('details.places')}>
            {places.map((place, index) => (
              <List.Item key={place.order} data-testid={`trip-place-${index + 1}`}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Badge circle size="lg" variant="filled" color="indigo.8" aria-label={t('details.placeNumber', { number: index + 1 })}>{index + 1}</Badge>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>{place.poiName && place.poiName !== place.name ? `${place.name} · ${place.poiName}` : place.name}</Text>
                    <Text size="xs" c="dimmed">{place.formattedAddress}</Text>
                    <Text size="xs" c="dimmed" dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>{coordinate(place.latitude)}, {coordinate(place.longitude)}</Text>
                  </Stack>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TripParty } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailLine } from '@/components/detail-line';
import { formatFullName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { EmailText, PhoneText } from '@/components/contact-text';

/** The customer or driver block of a trip (SPEC.md §3): name linking to the user page, e-mail, phone, address. */
export function TripPartyCard({ kind, party }: { kind: 'customer' | 'driver'; party: TripParty | null }) {
  const { t } = useTranslation('trips');
  const testId = `trip-${kind}`;
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId} h="100%">
      <Stack gap="sm">
        <Title order={3} size="h5">{t(`details.${kind}`)}</Title>
        {party === null ? (
          <Text size="sm" c="dimmed">{t('details.noParty')}</Text>
        ) : (
          <>
            <Group gap="xs">
              {party.deleted || party.id === null ? (
                <Text fw={600} data-testid={`${testId}-name`}>{formatFullName(party)}</Text>
              ) : (
                <Anchor component={Link} to={paths.users.details.getHref(party.id)} fw={600} data-testid={`${testId}-name`}>{formatFullName(party)}</Anchor>
              )}
              {party.deleted && <Badge color="gray.8" variant="filled" data-testid={`${testId}-deleted`}>{t('details.deleted')}</Badge>}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DetailLine label={t('details.email')}><EmailText email={party.email} /></DetailLine>
              <DetailLine label={t('details.phone')}><PhoneText phone={party.phoneNumber} /></DetailLine>
              <DetailLine label={t('details.address')}>{party.address ?? t('none')}</DetailLine>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}

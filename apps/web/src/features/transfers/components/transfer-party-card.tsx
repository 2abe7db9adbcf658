import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText, PhoneText } from '@/components/contact-text';

export interface TransferParty {
  name: ReactNode;
  address: string | null;
  phone: string | null;
  email: string | null;
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

/** One side of a payout (the sender or the user): name, address, phone and e-mail (SPEC.md §2.7). */
export function TransferPartyCard({ title, party, loading, testId }: { title: string; party: TransferParty | null; loading?: boolean; testId: string }) {
  const { t } = useTranslation('transfers');
  const missing = t('details.notGiven');
  return (
    <Paper withBorder radius="md" p="lg" h="100%" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h5">{title}</Title>
        {loading ? (
          <Stack gap="xs" aria-busy>
            {[1, 2, 3, 4].map((line) => <Skeleton key={line} height={14} />)}
          </Stack>
        ) : party ? (
          <SimpleGrid component="dl" cols={1} spacing="xs" m={0}>
            <Field label={t('details.name')} value={party.name} />
            <Field label={t('details.address')} value={party.address || missing} />
            <Field label={t('details.phone')} value={<PhoneText phone={party.phone} />} />
            <Field label={t('details.email')} value={party.email ? <Anchor href={`mailto:${party.email}`} size="sm"><EmailText email={party.email} /></Anchor> : t('noEmail')} />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">{t('details.senderUnavailable')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

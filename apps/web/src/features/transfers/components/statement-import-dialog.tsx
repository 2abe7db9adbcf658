import { Alert, Button, FileInput, Group, Modal, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type BankFile, MAX_STATEMENT_CHARS, type StatementImport } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { useImportStatement } from '../api/bank-files';

/** The counts of an import, then each entry: what the bank said and what the import did. */
export function StatementReport({ report }: { report: StatementImport }) {
  const { t, i18n } = useTranslation('transfers');
  const counts = [
    ['completed', report.completedCount],
    ['rejected', report.rejectedCount],
    ['alreadySettled', report.alreadySettledCount],
    ['unmatched', report.unmatchedCount],
    ['mismatched', report.mismatchedCount],
    ['missing', report.missing.length],
  ] as const;
  return (
    <Stack gap="sm" data-testid="statement-report">
      {report.repeated && <Alert color="blue" title={t('statement.repeatedTitle')}>{t('statement.repeated')}</Alert>}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {counts.map(([key, count]) => (
          <Stack key={key} gap={0} data-testid={`statement-count-${key}`}>
            <Text size="xs" c="dimmed" fw={600}>{t(`statement.counts.${key}`)}</Text>
            <Text size="lg" fw={700}>{count}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t('statement.entries')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('statement.reference')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{t('statement.amount')}</Table.Th>
              <Table.Th>{t('statement.outcome')}</Table.Th>
              <Table.Th>{t('statement.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.entries.map((entry, index) => (
              <Table.Tr key={index}>
                <Table.Td>{entry.endToEndId ?? '—'}</Table.Td>
                <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{formatMoney(entry.amount ?? 0, i18n.language)}</Table.Td>
                <Table.Td>{t(`statement.outcomes.${entry.outcome}`)}</Table.Td>
                <Table.Td>{entry.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * Imports the bank's statement for one bank file (camt.053 XML or CSV, read in the browser as
 * text) and shows the report the server kept with the import. A statement the server refuses
 * (malformed, hostile, too large) changes nothing: its message is shown here.
 */
export function StatementImportDialog({ file, onClose }: { file: BankFile; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const importing = useImportStatement(file.bankFileId);
  const [format, setFormat] = useState<'camt053' | 'csv'>('camt053');
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    if (!chosen) return setProblem(t('statement.chooseFile'));
    const content = await chosen.text();
    if (content.length > MAX_STATEMENT_CHARS) return setProblem(t('statement.tooLarge'));
    importing.mutate(
      { format, content },
      { onError: (error) => setProblem(error instanceof ApiRequestError && error.code === 'statement.invalid' && error.message ? error.message : errorText(error, t, t('statement.failed'))) },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('statement.title', { messageId: file.messageId })} size="xl" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        {importing.data ? (
          <StatementReport report={importing.data} />
        ) : (
          <>
            <SegmentedControl
              value={format}
              onChange={(value) => setFormat(value as 'camt053' | 'csv')}
              data={[
                { value: 'camt053', label: t('statement.camt053') },
                { value: 'csv', label: t('statement.csv') },
              ]}
              aria-label={t('statement.format')}
            />
            <FileInput label={t('statement.file')} description={t('statement.fileHint')} value={chosen} onChange={setChosen} accept={format === 'csv' ? '.csv,text/csv' : '.xml,application/xml,text/xml'} clearable data-testid="statement-file" />
            {problem && <Alert color="red" role="alert" data-testid="statement-error">{problem}</Alert>}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('actions.close')}</Button>
          {!importing.data && <Button onClick={() => void submit()} loading={importing.isPending} data-testid="statement-import">{t('statement.import')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}

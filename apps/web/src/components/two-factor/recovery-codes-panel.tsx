import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Saves the codes as a text file, one a line. */
function download(codes: string[], fileName: string) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copy or download
 * them, then go on. Each signs in once when the phone is not at hand.
 */
export function RecoveryCodesPanel({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const { t } = useTranslation('two-factor');
  return (
    <Stack gap="md" data-testid="recovery-codes">
      {/* The title in the text colour: Mantine's yellow title on the light yellow reads at 2.7:1 only. */}
      <Alert color="yellow" variant="light" icon={<IconKey size={18} />} title={t('recovery.title')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        {t('recovery.text')}
      </Alert>
      <List
        type="ordered"
        withPadding
        spacing={4}
        styles={{ root: { columns: 2, columnGap: 'var(--mantine-spacing-xl)', fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid="recovery-code-list"
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">{t('recovery.once')}</Text>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
              {copied ? t('recovery.copied') : t('recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => download(codes, 'taxi-recovery-codes.txt')} leftSection={<IconDownload size={16} aria-hidden />}>
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone} data-testid="recovery-codes-done">
          {doneLabel}
        </Button>
      </Group>
    </Stack>
  );
}

import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The base32 secret in groups of four (easier to type), with a copy button that copies it whole. */
export function SecretText({ secret }: { secret: string }) {
  const { t } = useTranslation('two-factor');
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code fz="sm" style={{ wordBreak: 'break-word', whiteSpace: 'normal' }} data-testid="two-factor-secret" data-secret={secret}>
        {grouped}
      </Code>
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('secret.copied') : t('secret.copy')} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('secret.copy')}>
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Back to the username and password (a new challenge comes with the next sign-in). */
export function BackToPassword({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Anchor component="button" type="button" size="sm" onClick={onBack} w="fit-content" data-testid="two-factor-back">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
      {t('twoFactor.back')}
    </Anchor>
  );
}

import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The box for a code: the authenticator app's 6 digits (numeric keyboard, the browser's one-time
 * code autofill), or a recovery code when `recovery` is set.
 */
export function CodeField({ recovery = false, ...props }: TextInputProps & { recovery?: boolean; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('two-factor');
  return (
    <TextInput
      label={recovery ? t('code.recoveryLabel') : t('code.label')}
      description={recovery ? t('code.recoveryHint') : t('code.hint')}
      placeholder={recovery ? 'abcde-fghij' : '123456'}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 32 : 6}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: recovery ? undefined : '0.3em' } }}
      {...props}
    />
  );
}

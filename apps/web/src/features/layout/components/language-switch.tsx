import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n';
import { layoutSettingsStore, useLayoutSettings } from '../settings/layout-settings-store';

/** English / Turkish switch for pages outside the shell (sign-in). */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const { language } = useLayoutSettings();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={language}
      onChange={(value) => isLanguage(value) && layoutSettingsStore.update({ language: value })}
      data={LANGUAGES.map((code) => ({ value: code, label: <span lang={code}>{LANGUAGE_NAMES[code]}</span> }))}
      data-testid="language-switch"
    />
  );
}

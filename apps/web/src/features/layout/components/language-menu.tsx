import { Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n';
import { layoutSettingsStore, useLayoutSettings } from '../settings/layout-settings-store';
import { HeaderAction } from './header-action';

export function LanguageMenu() {
  const { t } = useTranslation('layout');
  const { language } = useLayoutSettings();
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <HeaderAction label={t('language.label')} data-testid="language-menu">
          <IconLanguage size={20} />
        </HeaderAction>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => layoutSettingsStore.update({ language: code })}
            rightSection={code === language ? <IconCheck size={16} /> : null}
          >
            {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

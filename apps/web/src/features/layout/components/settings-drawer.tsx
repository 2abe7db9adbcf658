import { Button, Divider, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '@/components/side-panel';
import type { LayoutSettings } from '../settings/layout-settings';
import { layoutSettingsStore, useLayoutSettings } from '../settings/layout-settings-store';
import { ColorChoice } from './color-choice';

type FlagKey = {
  [K in keyof LayoutSettings]: LayoutSettings[K] extends boolean ? K : never;
}[keyof LayoutSettings];

const SWITCHES: FlagKey[] = [
  'darkMode',
  'rtl',
  'collapsed',
  'boxLayout',
  'fixedHeader',
  'fixedNav',
  'navBackgroundImage',
  'navIconColor',
  'hideListTitle',
];

/** Layout settings of SPEC.md §1; every change applies at once and is remembered. */
export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const settings = useLayoutSettings();
  const update = layoutSettingsStore.update;
  return (
    <SidePanel opened={opened} onClose={onClose} title={t('settings.title')} closeLabel={t('settings.close')} size={340} testId="settings-drawer">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('settings.layout')}
          </Text>
          <SegmentedControl
            fullWidth
            value={settings.layout}
            onChange={(value) => update({ layout: value === 'horizontal' ? 'horizontal' : 'vertical' })}
            data={[
              { value: 'vertical', label: t('settings.vertical') },
              { value: 'horizontal', label: t('settings.horizontal') },
            ]}
            data-testid="setting-layout"
          />
        </div>
        <Divider />
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`settings.${key}`)}
            checked={settings[key]}
            disabled={key === 'collapsed' && settings.layout === 'horizontal'}
            onChange={(event) => update({ [key]: event.currentTarget.checked })}
            data-testid={`setting-${key}`}
          />
        ))}
        <Divider />
        <ColorChoice label={t('settings.headerColor')} testId="setting-headerColor" value={settings.headerColor} onChange={(headerColor) => update({ headerColor })} />
        <ColorChoice label={t('settings.navColor')} testId="setting-navColor" value={settings.navColor} onChange={(navColor) => update({ navColor })} />
        <ColorChoice label={t('settings.brandColor')} testId="setting-brandColor" value={settings.brandColor} onChange={(brandColor) => update({ brandColor })} />
        <Divider />
        <Button variant="light" leftSection={<IconRestore size={16} />} onClick={() => layoutSettingsStore.reset()}>
          {t('settings.reset')}
        </Button>
      </Stack>
    </SidePanel>
  );
}

import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from './header-action';

export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const { toggle, fullscreen } = useFullscreenDocument();
  return (
    <HeaderAction label={fullscreen ? t('header.exitFullscreen') : t('header.fullscreen')} onClick={() => void toggle()} visibleFrom="md">
      {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
    </HeaderAction>
  );
}

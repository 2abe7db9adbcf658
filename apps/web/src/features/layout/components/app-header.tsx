import { Burger } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { FullscreenToggle } from './fullscreen-toggle';
import { HeaderAction } from './header-action';
import { LanguageMenu } from './language-menu';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import classes from './header.module.css';

export interface AppHeaderProps {
  isMobile: boolean;
  showBrand: boolean;
  fixed: boolean;
  /** Desktop vertical layout: collapse toggle; mobile: burger for the menu drawer. */
  navToggle: 'collapse' | 'burger' | 'none';
  collapsed: boolean;
  mobileNavOpened: boolean;
  onNavToggle: () => void;
  onChatToggle: () => void;
  onSettingsOpen: () => void;
}

export function AppHeader(props: AppHeaderProps) {
  const { t } = useTranslation('layout');
  return (
    <header className={classes.header} data-fixed={props.fixed || undefined} data-testid="app-header">
      {props.navToggle === 'burger' && (
        <Burger
          opened={props.mobileNavOpened}
          onClick={props.onNavToggle}
          size="sm"
          color="var(--header-fg)"
          aria-label={t('header.toggleMenu')}
          data-testid="mobile-menu-toggle"
          mx={4}
        />
      )}
      {props.navToggle === 'collapse' && (
        <HeaderAction label={props.collapsed ? t('header.expandMenu') : t('header.collapseMenu')} onClick={props.onNavToggle} data-testid="collapse-toggle">
          {props.collapsed ? <IconLayoutSidebarLeftExpand size={20} className="rtl-mirror" /> : <IconLayoutSidebarLeftCollapse size={20} className="rtl-mirror" />}
        </HeaderAction>
      )}
      {props.showBrand && <Brand compact={props.isMobile} />}
      <div className={classes.spacer} />
      <FullscreenToggle />
      <NotificationsMenu />
      <LanguageMenu />
      <HeaderAction label={t('header.chat')} onClick={props.onChatToggle} data-testid="chat-toggle">
        <IconMessages size={20} />
      </HeaderAction>
      <HeaderAction label={t('settings.title')} onClick={props.onSettingsOpen} data-testid="settings-toggle">
        <IconAdjustmentsHorizontal size={20} />
      </HeaderAction>
      <ProfileMenu />
    </header>
  );
}

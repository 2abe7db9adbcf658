import { Drawer, useDirection } from '@mantine/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayoutSettings, layoutSettingsStore } from '../settings/layout-settings-store';
import { surfaceVars } from '../settings/surface-colors';
import { useFocusOnNavigation } from '../use-focus-on-navigation';
import { useIsMobile } from '../use-is-mobile';
import { AppHeader } from './app-header';
import { Brand } from './brand';
import { HorizontalMenu } from './horizontal-menu';
import { NavMenu } from './nav-menu';
import { NavMenuCollapsed } from './nav-menu-collapsed';
import { SkipLink } from './skip-link';
import classes from './app-layout.module.css';

const MAIN_ID = 'main-content';

interface AppLayoutProps {
  children: ReactNode;
  onChatToggle: () => void;
  onSettingsOpen: () => void;
}

/**
 * The frame of every signed-in page (SPEC.md §2.2): sidebar or horizontal menu, top bar,
 * and on screens below 992 px a drawer menu that Escape closes. Colours, box layout, fixed
 * header and fixed navigation follow the layout settings.
 */
export function AppLayout({ children, onChatToggle, onSettingsOpen }: AppLayoutProps) {
  const settings = useLayoutSettings();
  const isMobile = useIsMobile();
  const { dir } = useDirection();
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const horizontal = settings.layout === 'horizontal' && !isMobile;
  const collapsed = settings.collapsed && !horizontal && !isMobile;
  useFocusOnNavigation(MAIN_ID);
  const brandColor = settings.brandColor === 'default' ? settings.navColor : settings.brandColor;

  // The mobile menu belongs to the page it was opened on: a navigation or a wider window closes it.
  const [mobileNavPath, setMobileNavPath] = useState<string | null>(null);
  if (mobileNavPath !== null && (mobileNavPath !== pathname || !isMobile)) setMobileNavPath(null);
  const mobileNavOpened = isMobile && mobileNavPath === pathname;
  const setMobileNavOpened = (opened: boolean) => setMobileNavPath(opened ? pathname : null);

  const style = {
    ...surfaceVars('header', settings.headerColor),
    ...surfaceVars('nav', settings.navColor),
    ...surfaceVars('brand', brandColor),
  } as CSSProperties;

  const header = (
    <AppHeader
      isMobile={isMobile}
      showBrand={isMobile || horizontal}
      fixed={settings.fixedHeader && !horizontal}
      navToggle={isMobile ? 'burger' : horizontal ? 'none' : 'collapse'}
      collapsed={collapsed}
      mobileNavOpened={mobileNavOpened}
      onNavToggle={() => (isMobile ? setMobileNavOpened(!mobileNavOpened) : layoutSettingsStore.update({ collapsed: !settings.collapsed }))}
      onChatToggle={onChatToggle}
      onSettingsOpen={onSettingsOpen}
    />
  );

  return (
    <div
      className={classes.root}
      style={style}
      data-box={settings.boxLayout || undefined}
      data-layout={horizontal ? 'horizontal' : 'vertical'}
      data-testid="app-layout"
    >
      <SkipLink targetId={MAIN_ID} />
      {horizontal ? (
        <div className={classes.content}>
          <div className={classes.headerStack} data-fixed={settings.fixedHeader || settings.fixedNav || undefined}>
            {header}
            <HorizontalMenu />
          </div>
          <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
              {children}
            </main>
        </div>
      ) : (
        <div className={classes.frame}>
          {!isMobile && (
            <aside
              className={classes.sidebar}
              data-collapsed={collapsed || undefined}
              data-fixed={settings.fixedNav || undefined}
              data-bg-image={settings.navBackgroundImage || undefined}
              data-testid="sidebar"
            >
              <div className={classes.brandArea}>
                <Brand compact={collapsed} />
              </div>
              <div className={classes.sidebarScroll}>
                {collapsed ? (
                  <NavMenuCollapsed iconColor={settings.navIconColor} />
                ) : (
                  <NavMenu hideGroupTitles={settings.hideListTitle} iconColor={settings.navIconColor} />
                )}
              </div>
            </aside>
          )}
          <div className={classes.content}>
            {header}
            <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
              {children}
            </main>
          </div>
        </div>
      )}
      {isMobile && (
        // Only below the breakpoint; the dialog itself (not a wrapper) carries the name.
        <Drawer.Root
          opened={mobileNavOpened}
          onClose={() => setMobileNavOpened(false)}
          position={dir === 'rtl' ? 'right' : 'left'}
          size={280}
          closeOnEscape
          style={style}
          data-testid="mobile-menu"
        >
          <Drawer.Overlay />
          <Drawer.Content aria-label={t('menu.ariaLabel')} className={classes.drawerContent}>
            <Drawer.Body className={classes.drawerBody}>
              <div className={classes.brandArea}>
                <Brand />
              </div>
              <NavMenu hideGroupTitles={settings.hideListTitle} iconColor={settings.navIconColor} onNavigate={() => setMobileNavOpened(false)} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
    </div>
  );
}

import { Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ICON_COLORS } from '../menu/icon-colors';
import { isCollapse, isInTrail } from '../menu/menu-items';
import { MenuLinkItems } from './menu-link-items';
import classes from './nav-menu.module.css';
import { useMenuTrail } from '../menu/use-menu-trail';
import { useVisibleMenu } from '../menu/use-visible-menu';

/** The collapsed sidebar: icons only; groups open a flyout, links show a tooltip. */
export function NavMenuCollapsed({ iconColor }: { iconColor: boolean }) {
  const { t } = useTranslation('layout');
  const trail = useMenuTrail();
  const { items } = useVisibleMenu();
  return (
    <nav aria-label={t('menu.ariaLabel')}>
      <ul className={classes.list} data-icon-color={iconColor || undefined} style={{ listStyle: 'none', padding: '12px 10px', margin: 0 }}>
        {items.map((item) => {
          const Icon = item.icon;
          const active = isInTrail(trail, item);
          const icon = Icon ? (
            <span className={classes.icon}>
              <Icon size={18} stroke={1.7} />
            </span>
          ) : null;
          return (
            <li key={item.id} style={{ ['--icon-color' as string]: ICON_COLORS[item.id] }}>
              {isCollapse(item) ? (
                <Menu trigger="click-hover" position="right-start" offset={8} withinPortal>
                  <Menu.Target>
                    <UnstyledButton className={`${classes.item} ${classes.collapsedItem}`} data-active={active || undefined} aria-label={t(item.labelKey)}>
                      {icon}
                    </UnstyledButton>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>{t(item.labelKey)}</Menu.Label>
                    <MenuLinkItems links={item.children} activeId={trail?.link?.id} />
                  </Menu.Dropdown>
                </Menu>
              ) : (
                <Tooltip label={t(item.labelKey)} position="right" withArrow>
                  <NavLink to={item.href} className={`${classes.item} ${classes.collapsedItem}`} data-active={active || undefined} aria-label={t(item.labelKey)}>
                    {icon}
                  </NavLink>
                </Tooltip>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

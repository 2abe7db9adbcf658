import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isCollapse, isInTrail } from '../menu/menu-items';
import { MenuLinkItems } from './menu-link-items';
import classes from './horizontal-menu.module.css';
import { useMenuTrail } from '../menu/use-menu-trail';
import { useVisibleMenu } from '../menu/use-visible-menu';

/** The menu as a bar under the header ("horizontal" layout, desktop only). */
export function HorizontalMenu() {
  const { t } = useTranslation('layout');
  const trail = useMenuTrail();
  const { items } = useVisibleMenu();
  return (
    <nav aria-label={t('menu.ariaLabel')} className={classes.bar}>
      <Group gap={4} wrap="nowrap" className={classes.inner}>
        {items.map((item) => {
          const Icon = item.icon;
          const active = isInTrail(trail, item);
          const content = (
            <>
              {Icon && <Icon size={17} stroke={1.7} />}
              <span>{t(item.labelKey)}</span>
            </>
          );
          if (!isCollapse(item)) {
            return (
              <NavLink key={item.id} to={item.href} className={classes.item} data-active={active || undefined}>
                {content}
              </NavLink>
            );
          }
          return (
            <Menu key={item.id} trigger="click-hover" position="bottom-start" offset={4}>
              <Menu.Target>
                <UnstyledButton className={classes.item} data-active={active || undefined}>
                  {content}
                  <IconChevronDown size={14} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <MenuLinkItems links={item.children} activeId={trail?.link?.id} />
              </Menu.Dropdown>
            </Menu>
          );
        })}
      </Group>
    </nav>
  );
}

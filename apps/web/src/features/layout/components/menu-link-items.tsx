import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuLink } from '../menu/menu-items';

/** The links of a menu group as items of a flyout or dropdown, the current one marked active. */
export function MenuLinkItems({ links, activeId }: { links: readonly MenuLink[]; activeId: string | undefined }) {
  const { t } = useTranslation('layout');
  return links.map((link) => (
    <Menu.Item key={link.id} component={Link} to={link.href} data-active={activeId === link.id || undefined}>
      {t(link.labelKey)}
    </Menu.Item>
  ));
}

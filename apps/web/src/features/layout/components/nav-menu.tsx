import { Collapse, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isCollapse, type MenuCollapse, type MenuLink, type MenuTrail } from '../menu/menu-items';
import { ICON_COLORS } from '../menu/icon-colors';
import classes from './nav-menu.module.css';
import { useMenuTrail } from '../menu/use-menu-trail';
import { useVisibleMenu } from '../menu/use-visible-menu';

interface NavMenuProps {
  hideGroupTitles: boolean;
  iconColor: boolean;
  onNavigate?: () => void;
}

/** The vertical sidebar menu (desktop sidebar and mobile drawer). */
export function NavMenu({ hideGroupTitles, iconColor, onNavigate }: NavMenuProps) {
  const { t } = useTranslation('layout');
  const trail = useMenuTrail();
  const { groups } = useVisibleMenu();
  return (
    <nav aria-label={t('menu.ariaLabel')}>
      {groups.map((group) => (
        <div key={group.id}>
          {!hideGroupTitles && <div className={classes.groupTitle}>{t(group.labelKey)}</div>}
          <ul className={classes.list} data-icon-color={iconColor || undefined} style={{ listStyle: 'none', padding: '0 12px', margin: 0 }}>
            {group.items.map((item) => (
              <li key={item.id} style={{ ['--icon-color' as string]: ICON_COLORS[item.id] }}>
                {isCollapse(item) ? (
                  <CollapseEntry item={item} trail={trail} onNavigate={onNavigate} />
                ) : (
                  <LinkEntry link={item} active={trail?.link?.id === item.id} onNavigate={onNavigate} />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function LinkEntry({ link, active, child, onNavigate }: { link: MenuLink; active: boolean; child?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const Icon = link.icon;
  return (
    <NavLink
      to={link.href}
      onClick={onNavigate}
      className={`${classes.item} ${child ? classes.child : ''}`}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {Icon ? (
        <span className={classes.icon}>
          <Icon size={18} stroke={1.7} />
        </span>
      ) : (
        <span className={classes.dot} />
      )}
      <span className={classes.label}>{t(link.labelKey)}</span>
    </NavLink>
  );
}

function CollapseEntry({ item, trail, onNavigate }: { item: MenuCollapse; trail: MenuTrail | null; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const containsActive = trail?.collapse?.id === item.id;
  const [open, setOpen] = useState(containsActive);
  const Icon = item.icon;
  const expanded = open || containsActive;
  return (
    <>
      <UnstyledButton
        className={classes.item}
        onClick={() => setOpen(!expanded)}
        aria-expanded={expanded}
        // highlighted when closed over the page's link, or when the page is in the section but none of its links (a user's details)
        data-active={containsActive && (!expanded || !trail?.link) ? true : undefined}
      >
        <span className={classes.icon}>
          <Icon size={18} stroke={1.7} />
        </span>
        <span className={classes.label}>{t(item.labelKey)}</span>
        <IconChevronRight size={16} className={classes.chevron} data-open={expanded || undefined} />
      </UnstyledButton>
      <Collapse expanded={expanded}>
        <ul className={classes.children} style={{ listStyle: 'none', margin: 0 }}>
          {item.children.map((link) => (
            <li key={link.id}>
              <LinkEntry link={link} active={trail?.link?.id === link.id} child onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </Collapse>
    </>
  );
}

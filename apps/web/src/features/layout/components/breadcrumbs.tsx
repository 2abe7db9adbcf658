import { Anchor, Breadcrumbs as MantineBreadcrumbs, Group, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import { useMenuTrail, useRouteHandle } from '../menu/use-menu-trail';
import classes from './breadcrumbs.module.css';

/** Page title and trail, taken from the menu (SPEC.md §2.2) or the route's handle. */
export function Breadcrumbs() {
  const { t } = useTranslation('layout');
  const handle = useRouteHandle();
  const trail = useMenuTrail();
  const crumbs: { label: string; href?: string }[] = [];
  if (!trail && handle?.sectionKey) crumbs.push({ label: t(handle.sectionKey) });
  if (trail?.collapse) crumbs.push({ label: t(trail.collapse.labelKey) });
  if (trail?.link) crumbs.push({ label: t(trail.link.labelKey), href: handle?.titleKey ? trail.link.href : undefined });
  if (handle?.titleKey) crumbs.push({ label: t(handle.titleKey) });
  const title = crumbs.at(-1)?.label;
  useDocumentTitle(title);
  if (!title) return null;

  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="xs" className={classes.root} data-testid="breadcrumbs">
      {/* Focusable from script only: focus lands here after a navigation (see useFocusOnNavigation). */}
      <Title order={1} className={classes.title} tabIndex={-1} data-testid="page-title">
        {title}
      </Title>
      <MantineBreadcrumbs separator="›" separatorMargin={6} classNames={{ root: classes.trail }}>
        <Anchor component={Link} to={paths.dashboard.map.getHref()} aria-label={t('breadcrumb.home')} className={classes.home}>
          <IconHome size={15} />
        </Anchor>
        {crumbs.map((crumb, index) =>
          crumb.href ? (
            <Anchor key={index} component={Link} to={crumb.href} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={index} size="sm" c={index === crumbs.length - 1 ? undefined : 'dimmed'}>
              {crumb.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </Group>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo-mark';
import { paths } from '@/lib/paths';
import classes from './brand.module.css';

/** The logo; links to /dashboard/default (SPEC.md §2.1). */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Link to={paths.dashboard.default.getHref()} className={classes.brand} aria-label={t('brand.home')} data-testid="brand-link">
      <span className={classes.logo} aria-hidden>
        <LogoMark />
      </span>
      {!compact && (
        <Text component="span" className={classes.name}>
          {t('brand.name')}
        </Text>
      )}
    </Link>
  );
}

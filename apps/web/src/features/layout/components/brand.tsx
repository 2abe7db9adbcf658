import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import classes from './brand.module.css';

/** The logo; links to /dashboard/default (SPEC.md §2.1). */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Link to={paths.dashboard.default.getHref()} className={classes.brand} aria-label={t('brand.home')} data-testid="brand-link">
      <span className={classes.logo} aria-hidden>
        <svg viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M5 15.5 6.6 11a2 2 0 0 1 1.9-1.4h7a2 2 0 0 1 1.9 1.4L19 15.5V19a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H8v1a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zm3-.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2m8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2M10 5h4a1 1 0 0 1 1 1v2H9V6a1 1 0 0 1 1-1"
          />
        </svg>
      </span>
      {!compact && (
        <Text component="span" className={classes.name}>
          {t('brand.name')}
        </Text>
      )}
    </Link>
  );
}

import { IconAlertTriangle, IconBarrierBlock, IconLock, IconMapQuestion, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** Status pages of SPEC.md §2.12 with its exact texts (namespace `status`). */
export function NotFoundPage({ embedded }: { embedded?: boolean }) {
  const { t } = useTranslation('status');
  return <StatusPage code="404" icon={IconMapQuestion} color="indigo" title={t('notFound.title')} text={t('notFound.text')} embedded={embedded} testId="not-found-page" />;
}

export function NoAccessPage({ embedded }: { embedded?: boolean }) {
  const { t } = useTranslation('status');
  return <StatusPage code="403" icon={IconLock} color="gray" title={t('noAccess.title')} text={t('noAccess.text')} embedded={embedded} testId="no-access-page" />;
}

export function OfflinePage() {
  const { t } = useTranslation('status');
  return <StatusPage icon={IconWifiOff} color="orange" title={t('offline.title')} text={t('offline.text')} testId="offline-page" />;
}

export function MaintenancePage() {
  const { t } = useTranslation('status');
  return <StatusPage icon={IconBarrierBlock} color="yellow" title={t('maintenance.title')} withHome={false} testId="maintenance-page" />;
}

export function ErrorPage({ embedded }: { embedded?: boolean }) {
  const { t } = useTranslation('status');
  return <StatusPage icon={IconAlertTriangle} color="red" title={t('error.title')} text={t('error.text')} embedded={embedded} testId="error-page" />;
}

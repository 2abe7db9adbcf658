import { AppSettingsPage } from '@/features/app-settings/components/app-settings-page';

/** /appsettings. */
export function Component() {
  return <AppSettingsPage />;
}

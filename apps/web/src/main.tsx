import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { layoutSettingsStore } from './features/layout/settings/layout-settings-store';
import { initI18n } from './lib/i18n';

const settings = layoutSettingsStore.get();
initI18n(settings.language);
document.documentElement.lang = settings.language;
document.documentElement.dir = settings.rtl ? 'rtl' : 'ltr';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

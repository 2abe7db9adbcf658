// Only Mantine's core styles before sign-in: the shell brings the dates styles, the toasts their own.
import '@mantine/core/styles.css';
import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { layoutSettingsStore } from './features/layout/settings/layout-settings-store';
import { initI18n } from './lib/i18n';
import { session } from './lib/session';

const settings = layoutSettingsStore.get();
document.documentElement.lang = settings.language;
document.documentElement.dir = settings.rtl ? 'rtl' : 'ltr';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// The interface language's texts (one chunk) are in before the first paint (no flash of keys), and
// what a stored session needs to be checked (the sign-in page of a first visit loads no zod).
void Promise.all([initI18n(settings.language), session.prepare()]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

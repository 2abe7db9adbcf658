import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLayoutSettings } from '@/features/layout/settings/layout-settings-store';
import { i18n, loadLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { ToastHost } from './toast-host';
import { cssVariablesResolver, theme } from './theme';

/** Applies the remembered language and direction to i18next, <html> and Mantine. */
function SettingsEffects() {
  const { language, rtl } = useLayoutSettings();
  const { setDirection } = useDirection();
  useEffect(() => {
    let current = true;
    // A language's texts come in their own chunk: switch once they are loaded (the last choice wins).
    void loadLanguage(language).then(() => {
      if (!current) return;
      void i18n.changeLanguage(language);
      document.documentElement.lang = language;
    });
    return () => {
      current = false;
    };
  }, [language]);
  useEffect(() => {
    const dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.dir = dir;
    setDirection(dir);
  }, [rtl, setDirection]);
  return null;
}

/** What every page needs, signed in or not. The shell adds its own (modals) when it loads. */
export function AppProvider({ children }: { children: ReactNode }) {
  const { darkMode, rtl } = useLayoutSettings();
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={darkMode ? 'dark' : 'light'}>
        <SettingsEffects />
        <ToastHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

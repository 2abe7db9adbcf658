import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLayoutSettings } from '@/features/layout/settings/layout-settings-store';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** Applies the remembered language and direction to i18next, <html> and Mantine. */
function SettingsEffects() {
  const { language, rtl } = useLayoutSettings();
  const { setDirection } = useDirection();
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    const dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.dir = dir;
    setDirection(dir);
  }, [rtl, setDirection]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { darkMode, rtl } = useLayoutSettings();
  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={darkMode ? 'dark' : 'light'}>
        <SettingsEffects />
        <Notifications position="top-right" transitionDuration={300} autoClose={false} limit={5} zIndex={1000} />
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>{children}</ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

// The shell's own styles, loaded with it: the date pickers' (Mantine's core styles are in the entry).
import '@mantine/dates/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { AppLayout } from '@/features/layout/components/app-layout';
import { Breadcrumbs } from '@/features/layout/components/breadcrumbs';
import { SettingsDrawer } from '@/features/layout/components/settings-drawer';
import { NotFoundPage } from '@/features/status/components/pages';
import { preloadToasts } from '../toast-host';

/**
 * The guarded shell of SPEC.md §2.1–2.2: layout, breadcrumbs, chat and settings panels. A lazy
 * route module (docs/performance-web.md): the sign-in page does not download it; its guard is
 * the route's loader in router.tsx, which runs while this module loads.
 */
export function Component() {
  const { signedIn } = useLoaderData<{ signedIn: boolean }>();
  const [chatOpened, setChatOpened] = useState(false);
  const [settingsOpened, setSettingsOpened] = useState(false);
  useEffect(preloadToasts, []);
  if (!signedIn) return <NotFoundPage />;
  return (
    <ModalsProvider>
      <AppLayout
        onChatToggle={() => setChatOpened((opened) => !opened)}
        onSettingsOpen={() => setSettingsOpened(true)}
      >
        <Breadcrumbs />
        <Outlet />
      </AppLayout>
      <ChatPanel opened={chatOpened} onClose={() => setChatOpened(false)} />
      <SettingsDrawer opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
    </ModalsProvider>
  );
}

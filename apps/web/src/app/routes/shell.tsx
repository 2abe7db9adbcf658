import { useState } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { AppLayout } from '@/features/layout/components/app-layout';
import { Breadcrumbs } from '@/features/layout/components/breadcrumbs';
import { SettingsDrawer } from '@/features/layout/components/settings-drawer';
import { NotFoundPage } from '@/features/status/components/pages';

/** The guarded shell of SPEC.md §2.1–2.2: layout, breadcrumbs, chat and settings panels. */
export function ShellRoute() {
  const { signedIn } = useLoaderData<{ signedIn: boolean }>();
  const [chatOpened, setChatOpened] = useState(false);
  const [settingsOpened, setSettingsOpened] = useState(false);
  if (!signedIn) return <NotFoundPage />;
  return (
    <>
      <AppLayout
        onChatToggle={() => setChatOpened((opened) => !opened)}
        onSettingsOpen={() => setSettingsOpened(true)}
      >
        <Breadcrumbs />
        <Outlet />
      </AppLayout>
      <ChatPanel opened={chatOpened} onClose={() => setChatOpened(false)} />
      <SettingsDrawer opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
    </>
  );
}

import { Drawer, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChat } from '../use-chat';
import { Conversation } from './conversation';
import { FriendList } from './friend-list';

/** The chat / user-list side panel of SPEC.md §2.2 (sample behaviour, no server). */
export function ChatPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const { dir } = useDirection();
  const chat = useChat();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={360}
      title={<Text fw={700}>{t('title')}</Text>}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="chat-panel"
    >
      {chat.friend ? (
        <Conversation friend={chat.friend} conversation={chat.conversation} typing={chat.typing} onBack={chat.close} onSend={chat.send} />
      ) : (
        <FriendList friends={chat.friends} onOpen={chat.open} />
      )}
    </Drawer>
  );
}

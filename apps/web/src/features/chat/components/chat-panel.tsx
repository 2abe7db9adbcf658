import { useTranslation } from 'react-i18next';
import { SidePanel } from '@/components/side-panel';
import { useChat } from '../use-chat';
import { Conversation } from './conversation';
import { FriendList } from './friend-list';

/** The chat / user-list side panel of SPEC.md §2.2 (sample behaviour, no server). */
export function ChatPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const chat = useChat();
  return (
    <SidePanel opened={opened} onClose={onClose} title={t('title')} closeLabel={t('close')} size={360} testId="chat-panel">
      {chat.friend ? (
        <Conversation friend={chat.friend} conversation={chat.conversation} typing={chat.typing} onBack={chat.close} onSend={chat.send} />
      ) : (
        <FriendList friends={chat.friends} onOpen={chat.open} />
      )}
    </SidePanel>
  );
}

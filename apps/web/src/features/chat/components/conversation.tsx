import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMessageOff, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import type { ChatMessage, Conversation as ConversationData, Friend } from '../chat-data';
import { FriendAvatar } from './friend-avatar';
import classes from './chat.module.css';

interface ConversationProps {
  friend: Friend;
  conversation: ConversationData | null;
  typing: boolean;
  onBack: () => void;
  onSend: (text: string) => boolean;
}

export function Conversation({ friend, conversation, typing, onBack, onSend }: ConversationProps) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const count = conversation?.messages.length ?? 0;

  useEffect(() => {
    // Braces matter: newer Chromium returns a promise from scrollIntoView.
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, typing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
    else setInvalid(true);
  };

  const render = (message: ChatMessage) =>
    message.kind === 'sample' ? t(message.msg) : message.kind === 'echo' ? t('autoReply', { text: message.msg }) : message.msg;

  return (
    <Stack gap={0} className={classes.conversation}>
      <Group gap="sm" wrap="nowrap" className={classes.conversationHeader}>
        <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('back')}>
          <IconArrowLeft size={18} className="rtl-mirror" />
        </ActionIcon>
        <FriendAvatar friend={friend} size={34} />
        <Text fw={600} truncate>
          {friend.name}
        </Text>
      </Group>
      <div className={classes.messages} data-testid="chat-messages">
        {count === 0 ? (
          <Stack align="center" gap={6} py="xl" c="dimmed">
            <IconMessageOff size={32} />
            <Text fw={700} size="sm" data-testid="chat-not-found">
              {t('chatNotFound')}
            </Text>
          </Stack>
        ) : (
          conversation?.messages.map((message, index) => (
            <div key={index} className={classes.bubbleRow} data-direction={message.type === 1 ? 'in' : 'out'}>
              <div className={classes.bubble} data-testid={message.type === 1 ? 'message-in' : 'message-out'}>
                {/* isolated: a message in another direction than the page's (Turkish text in RTL, Arabic in LTR) keeps its own order */}
                <bdi dir="auto" data-testid="message-text">{render(message)}</bdi>
                <span className={classes.time}>{formatTime(message.time, i18n.language)}</span>
              </div>
            </div>
          ))
        )}
        {typing && (
          <Text size="xs" c="dimmed" fs="italic" data-testid="chat-typing">
            {t('typing')}
          </Text>
        )}
        <div ref={end} />
      </div>
      <form onSubmit={submit} className={classes.composer}>
        <TextInput
          style={{ flex: 1 }}
          placeholder={t('writeMessage')}
          aria-label={t('writeMessage')}
          value={text}
          error={invalid}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => setInvalid(false)}
          data-testid="chat-input"
        />
        <ActionIcon type="submit" size={36} variant="filled" color={invalid ? 'red' : undefined} aria-label={t('send')} data-invalid={invalid || undefined} data-testid="chat-send">
          <IconSend size={18} className="rtl-mirror" />
        </ActionIcon>
      </form>
    </Stack>
  );
}

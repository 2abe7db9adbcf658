import { ActionIcon, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@taxi/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { formatTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { messagesQueryOptions, useSendMessage } from '../api/messages';

/**
 * The thread with a booking's driver (issue 26): GET …/messages once, new ones from the stream's
 * `message` frames (use-dispatch-stream.ts); Enter sends, Shift+Enter is a new line. The SPEC's
 * sample chat panel is another thing and stays as it is.
 */
export function MessageThread({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('dispatch');
  const mayWrite = useCan()('dispatch.write');
  const messages = useQuery(messagesQueryOptions(booking.id));
  const send = useSendMessage(booking.id);
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);

  const submit = async () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    try {
      await send.mutateAsync(trimmed);
      setText('');
    } catch (error) {
      notify.error(errorText(error, t, t('messages.failed')));
    }
  };

  return (
    <Stack gap="xs" data-testid="message-thread">
      <Text size="sm" fw={600} id="messages-title">{t('messages.title', { name: booking.driver ? booking.driver.name : '' })}</Text>
      <ScrollArea.Autosize mah={220} viewportRef={viewport} viewportProps={{ tabIndex: 0, 'aria-labelledby': 'messages-title', role: 'log' }}>
        <Stack gap={6} p={2}>
          {count === 0 && <Text size="sm" c="dimmed">{messages.isPending ? t('messages.loading') : t('messages.none')}</Text>}
          {messages.data?.map((message) => (
            <Paper
              key={message.id}
              p="xs"
              radius="md"
              withBorder
              bg={message.from === 'dispatcher' ? 'var(--mantine-color-blue-light)' : undefined}
              ms={message.from === 'dispatcher' ? 'xl' : 0}
              me={message.from === 'driver' ? 'xl' : 0}
              data-testid="message"
              data-from={message.from}
            >
              <Group justify="space-between" gap="xs">
                <Text size="xs" fw={600}>{message.authorName}</Text>
                <Text size="xs" c="dimmed">{formatTime(message.sentAt, i18n.language)}</Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{message.text}</Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {mayWrite && booking.driver && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            label={t('messages.label')}
            placeholder={t('messages.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void submit();
              }
            }}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={1000}
            style={{ flex: 1 }}
            data-testid="message-text"
          />
          <ActionIcon size="lg" onClick={() => void submit()} loading={send.isPending} disabled={!text.trim()} aria-label={t('messages.send')} data-testid="message-send">
            <IconSend size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}

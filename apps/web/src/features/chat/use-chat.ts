import { useEffect, useRef, useState } from 'react';
import { CANNED_REPLY_DELAY_MS, friends, sampleConversations, type Conversation } from './chat-data';

/**
 * Sample chat behaviour (SPEC.md §2.2): sending appends an outgoing bubble and shows typing;
 * 3 s later a canned reply echoing the text arrives. Empty messages are not sent.
 */
export function useChat() {
  const [conversations, setConversations] = useState<Conversation[]>(sampleConversations);
  const [friendId, setFriendId] = useState<number | null>(null);
  const [typing, setTyping] = useState<number[]>([]);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const append = (id: number, type: 0 | 1, msg: string, kind: 'echo' | 'text') =>
    setConversations((list) => {
      const message = { type, msg, kind, time: new Date() };
      const existing = list.find((item) => item.friend_id === id);
      if (existing) return list.map((item) => (item === existing ? { ...item, messages: [...item.messages, message] } : item));
      return [...list, { friend_id: id, friend_photo: null, messages: [message] }];
    });

  /** Returns false (and sends nothing) for an empty message. */
  const send = (text: string): boolean => {
    const message = text.trim();
    if (friendId === null || message === '') return false;
    const id = friendId;
    append(id, 0, message, 'text');
    setTyping((list) => [...list, id]);
    const timer = window.setTimeout(() => {
      setTyping((list) => list.filter((item) => item !== id));
      append(id, 1, message, 'echo');
    }, CANNED_REPLY_DELAY_MS);
    timers.current.push(timer);
    return true;
  };

  return {
    friends,
    friend: friends.find((item) => item.id === friendId) ?? null,
    conversation: conversations.find((item) => item.friend_id === friendId) ?? null,
    typing: friendId !== null && typing.includes(friendId),
    open: setFriendId,
    close: () => setFriendId(null),
    send,
  };
}

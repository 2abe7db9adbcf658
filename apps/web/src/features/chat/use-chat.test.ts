import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANNED_REPLY_DELAY_MS } from './chat-data';
import { useChat } from './use-chat';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat sample (SPEC.md §2.2)', () => {
  it('has no conversation for some friends', () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.open(6));
    expect(result.current.conversation).toBeNull();
  });

  it('does not send an empty message', () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.open(1));
    let sent = true;
    act(() => {
      sent = result.current.send('   ');
    });
    expect(sent).toBe(false);
    expect(result.current.conversation?.messages).toHaveLength(3);
  });

  it('appends the message, shows typing, and echoes after 3 s', () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.open(6));
    act(() => {
      result.current.send('Hello');
    });
    expect(result.current.conversation?.messages.at(-1)).toMatchObject({ type: 0, msg: 'Hello', kind: 'text' });
    expect(result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(CANNED_REPLY_DELAY_MS - 1));
    expect(result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.typing).toBe(false);
    expect(result.current.conversation?.messages.at(-1)).toMatchObject({ type: 1, msg: 'Hello', kind: 'echo' });
  });
});

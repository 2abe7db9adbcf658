/**
 * Sample data of the chat side panel (SPEC.md §3): it is demonstration behaviour only and never
 * talks to a server. Message texts are translation keys of the `chat` namespace.
 */
export interface Friend {
  id: number;
  photo: string | null;
  name: string;
  new: number;
  /** 1 online, 0 offline */
  status: 0 | 1;
  /** Minutes since the friend was last seen. */
  lastSeenMinutes: number;
}

export interface ChatMessage {
  /** 1 incoming, 0 outgoing */
  type: 0 | 1;
  /** The text typed in this session, or a translation key for sample messages. */
  msg: string;
  /** `sample`: msg is a translation key; `echo`: the canned reply quoting msg; `text`: as typed. */
  kind: 'sample' | 'echo' | 'text';
  time: Date;
}

export interface Conversation {
  friend_id: number;
  friend_photo: string | null;
  messages: ChatMessage[];
}

export const CANNED_REPLY_DELAY_MS = 3000;

export const friends: Friend[] = [
  { id: 1, photo: null, name: 'Ayşe Demir', new: 2, status: 1, lastSeenMinutes: 0 },
  { id: 2, photo: null, name: 'Mehmet Yılmaz', new: 0, status: 1, lastSeenMinutes: 5 },
  { id: 3, photo: null, name: 'Emily Clark', new: 1, status: 1, lastSeenMinutes: 12 },
  { id: 4, photo: null, name: 'Can Öztürk', new: 0, status: 0, lastSeenMinutes: 45 },
  { id: 5, photo: null, name: 'Olivia Brown', new: 0, status: 0, lastSeenMinutes: 180 },
  { id: 6, photo: null, name: 'Elif Kaya', new: 0, status: 0, lastSeenMinutes: 1440 },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export function sampleConversations(): Conversation[] {
  return [
    {
      friend_id: 1,
      friend_photo: null,
      messages: [
        { type: 1, msg: 'samples.payoutQuestion', kind: 'sample', time: minutesAgo(14) },
        { type: 0, msg: 'samples.payoutAnswer', kind: 'sample', time: minutesAgo(12) },
        { type: 1, msg: 'samples.thanks', kind: 'sample', time: minutesAgo(2) },
      ],
    },
    {
      friend_id: 2,
      friend_photo: null,
      messages: [
        { type: 1, msg: 'samples.documentsUploaded', kind: 'sample', time: minutesAgo(40) },
        { type: 0, msg: 'samples.willCheck', kind: 'sample', time: minutesAgo(35) },
      ],
    },
    {
      friend_id: 3,
      friend_photo: null,
      messages: [{ type: 1, msg: 'samples.shiftReport', kind: 'sample', time: minutesAgo(15) }],
    },
  ];
}

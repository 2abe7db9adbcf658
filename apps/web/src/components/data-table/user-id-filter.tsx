import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

const USER_ID = /^\d{1,10}$/;

/** Text that follows the URL when back/forward or a link changes it, and the admin's typing otherwise. */
export function useDraft(fromUrl: string) {
  const [draft, setDraft] = useState(fromUrl);
  const [shown, setShown] = useState(fromUrl);
  if (shown !== fromUrl) {
    setShown(fromUrl);
    setDraft(fromUrl);
  }
  return [draft, setDraft] as const;
}

interface UserIdFilterProps {
  label: string;
  placeholder: string;
  /** Shown under the box while it holds something that is not a user id. */
  invalidMessage: string;
  value: number | undefined;
  onChange: (userId: number | undefined) => void;
}

/** A list's User Id filter: typed text, sent (debounced) once it is empty or a user id. */
export function UserIdFilter({ label, placeholder, invalidMessage, value, onChange }: UserIdFilterProps) {
  const [userId, setUserId] = useDraft(value === undefined ? '' : String(value));
  const pushUserId = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || USER_ID.test(trimmed)) onChange(trimmed === '' ? undefined : Number(trimmed));
  }, 300);
  const userIdInvalid = userId.trim() !== '' && !USER_ID.test(userId.trim());
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode="numeric"
      value={userId}
      error={userIdInvalid ? invalidMessage : undefined}
      onChange={(event) => {
        setUserId(event.currentTarget.value);
        pushUserId(event.currentTarget.value);
      }}
    />
  );
}

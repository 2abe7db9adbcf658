import { useState } from 'react';

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

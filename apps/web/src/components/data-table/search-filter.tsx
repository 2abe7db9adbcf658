import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useDraft } from './use-draft';

interface SearchFilterProps {
  label: string;
  description?: string;
  placeholder: string;
  /** The filter as the URL holds it: the box follows it on back/forward, a link or a removed chip. */
  value: string;
  /** Called with the trimmed text 300 ms after the admin stops typing. */
  onSearch: (value: string) => void;
  /** Width on a wide screen; never wider than the screen (at 390 px the box's 100% is the screen's). */
  width: number;
  'data-testid'?: string;
}

/** A list's free-text filter: typed into at once, sent to the URL debounced, kept in step with the URL. */
export function SearchFilter({ label, description, placeholder, value, onSearch, width, 'data-testid': testId }: SearchFilterProps) {
  const [draft, setDraft] = useDraft(value);
  const push = useDebouncedCallback((text: string) => onSearch(text.trim()), 300);
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={draft}
      w={width}
      maw="100%"
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
      data-testid={testId}
    />
  );
}

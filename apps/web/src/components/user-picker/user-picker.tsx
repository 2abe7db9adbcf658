import { Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/components/data-table';

/** A user the picker offers: what the admin knows them by. */
export interface UserOption {
  id: number;
  prettyId: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: Role;
}

/** The query of one search text: its cache key and the server call. */
export interface UserSearchQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<UserOption[]>;
  staleTime?: number;
}

/** What a route gives a list's user picker: the server search, and the name of the URL's user once known. */
export interface UserPickerSource {
  searchOptions: (text: string) => UserSearchQuery;
  labelOf: (userId: number) => string | undefined;
}

export interface UserPickerProps {
  label: string;
  /** The URL's `userId`. */
  value: number | undefined;
  /** How the chosen user reads ('Ayşe Yılmaz (CUS-000012)'), once known. */
  valueLabel: string | undefined;
  onChange: (userId: number | undefined) => void;
  /** The server search for a text (the users list's search: name, e-mail, phone, pretty id), from the route. */
  searchOptions: (text: string) => UserSearchQuery;
  testId?: string;
}

/** 'Ayşe Yılmaz (CUS-000012)': what the box and the chip show of a chosen user. */
export const userOptionLabel = (user: Pick<UserOption, 'name' | 'prettyId'>) => `${user.name} (${user.prettyId})`;

/**
 * A list's user filter as a searchable picker (issue 22): typing searches the server (debounced),
 * the options name the user with their pretty id, e-mail and phone, grouped by role; arrows and
 * Enter choose, Escape closes; the choice writes `userId` (the URL keeps the id, SPEC.md §7).
 * Emptying the box clears the filter.
 */
export function UserPicker({ label, value, valueLabel, onChange, searchOptions, testId }: UserPickerProps) {
  const { t } = useTranslation('user-picker');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const chosen = value === undefined ? '' : (valueLabel ?? `#${value}`);
  // the box shows the chosen user; back/forward or a removed chip changes it
  const [text, setText] = useDraft(chosen);
  const [typed, setTyped] = useState(false);
  const [search] = useDebouncedValue(typed ? text.trim() : '', 250);
  const results = useQuery({ ...searchOptions(search), enabled: search.length > 0, placeholderData: keepPreviousData });
  const options = search.length > 0 ? (results.data ?? []) : [];
  const roles = [...new Set(options.map((option) => option.role))];

  const choose = (id: string) => {
    const user = options.find((option) => String(option.id) === id);
    if (!user) return;
    setText(userOptionLabel(user));
    setTyped(false);
    onChange(user.id);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          placeholder={t('placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={results.isFetching ? <Loader size={14} aria-hidden /> : null}
          value={text}
          data-testid={testId}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            setTyped(true);
            if (next.trim() === '') {
              if (value !== undefined) onChange(undefined);
              combobox.closeDropdown();
            } else combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => typed && text.trim() !== '' && combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            // a search left unchosen goes back to the chosen user
            if (typed) {
              setText(chosen);
              setTyped(false);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search.length === 0}>
        <Combobox.Options aria-label={label}>
          {/* a listbox must hold options (axe aria-required-children): the message is a disabled one */}
          {options.length === 0 && (
            <Combobox.Empty role="option" aria-disabled="true">
              {results.isFetching ? t('searching') : t('empty')}
            </Combobox.Empty>
          )}
          {roles.map((role) => (
            <Combobox.Group key={role} label={t(`roles.${role}`)}>
              {options
                .filter((option) => option.role === role)
                .map((option) => (
                  <Combobox.Option key={option.id} value={String(option.id)} active={option.id === value} data-testid={`user-option-${option.id}`}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>{option.name}</Text>
                      <Text size="xs" c="dimmed">{option.prettyId}</Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {option.email} · <span dir="ltr">{option.phoneNumber}</span>
                    </Text>
                  </Combobox.Option>
                ))}
            </Combobox.Group>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

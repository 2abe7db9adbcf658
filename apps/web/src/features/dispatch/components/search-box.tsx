import { Combobox, InputBase, Loader, useCombobox, type InputBaseProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { SearchQuery } from '../api/search-query';

export interface SearchBoxProps<Item> {
  label: string;
  /** What the box shows when nothing is being typed: the chosen item's name, or ''. */
  chosenText: string;
  /** The server search for a text (debounced); enabled from `minLength` characters. */
  searchOptions: (text: string) => SearchQuery<Item>;
  minLength: number;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  onChoose: (item: Item) => void;
  /** Extra options after the results (e.g. 'Create a new caller'), each with its own value. */
  extraOptions?: { value: string; label: ReactNode; onChoose: (text: string) => void }[];
  emptyText: string;
  searchingText: string;
  placeholder?: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  testId?: string;
  inputProps?: Partial<InputBaseProps> & Record<string, unknown>;
}

/**
 * The desk's search-as-you-type box (callers, places): typing searches the server (debounced
 * 250 ms); the first answer is highlighted so Enter picks it, the arrows move, Escape closes the
 * list and leaves the typing; leaving the box unchosen goes back to the chosen item's name.
 */
export function SearchBox<Item>(props: SearchBoxProps<Item>) {
  const { label, chosenText, searchOptions, minLength, itemKey, renderItem, onChoose, extraOptions = [], testId } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // what is typed while searching; the chosen item's name otherwise
  const [typing, setTyping] = useState<string | null>(null);
  const typed = typing !== null;
  const text = typing ?? chosenText;
  const [search] = useDebouncedValue(typed ? text.trim() : '', 250);
  const results = useQuery({ ...searchOptions(search), enabled: search.length >= minLength, placeholderData: keepPreviousData });
  const items = search.length >= minLength ? (results.data ?? []) : [];

  // the first answer is the one Enter picks
  const firstKey = items[0] ? itemKey(items[0]) : null;
  useEffect(() => {
    if (firstKey !== null && combobox.dropdownOpened) combobox.selectFirstOption();
  }, [firstKey, combobox]);

  const submit = (value: string) => {
    const extra = extraOptions.find((option) => option.value === value);
    if (extra) {
      combobox.closeDropdown();
      extra.onChoose(text.trim());
      setTyping(null);
      return;
    }
    const item = items.find((candidate) => itemKey(candidate) === value);
    if (!item) return;
    setTyping(null);
    onChoose(item);
    combobox.closeDropdown();
  };

  const open = typed && text.trim().length >= minLength;
  return (
    <Combobox store={combobox} onOptionSubmit={submit}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          description={props.description}
          placeholder={props.placeholder}
          required={props.required}
          error={props.error}
          leftSection={props.leftSection}
          rightSection={results.isFetching ? <Loader size={14} aria-hidden /> : props.rightSection}
          rightSectionPointerEvents={results.isFetching ? 'none' : 'all'}
          value={text}
          autoComplete="off"
          data-testid={testId}
          {...props.inputProps}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setTyping(next);
            if (next.trim().length >= minLength) combobox.openDropdown();
            else combobox.closeDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => open && combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setTyping(null);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!open}>
        <Combobox.Options aria-label={label} mah={320} style={{ overflowY: 'auto' }}>
          {items.length === 0 && (
            <Combobox.Empty role="option" aria-disabled="true">
              {results.isFetching || search !== text.trim() ? props.searchingText : props.emptyText}
            </Combobox.Empty>
          )}
          {items.map((item) => (
            <Combobox.Option key={itemKey(item)} value={itemKey(item)} data-testid={testId ? `${testId}-option` : undefined}>
              {renderItem(item)}
            </Combobox.Option>
          ))}
          {extraOptions.map((option) => (
            <Combobox.Option key={option.value} value={option.value} data-testid={testId ? `${testId}-${option.value}` : undefined}>
              {option.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

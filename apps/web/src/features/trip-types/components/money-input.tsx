import { TextInput, type TextInputProps } from '@mantine/core';

/** A lira amount as the admin types it ("85.50" or "85,50"); the form turns it into kuruş. */
export function MoneyInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" leftSection="₺" leftSectionPointerEvents="none" {...props} />;
}

import { TextInput, type TextInputProps } from '@mantine/core';

/** A percentage 0–100 as the admin types it ("12.5" or "12,5"). */
export function PercentInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" rightSection="%" rightSectionPointerEvents="none" {...props} />;
}

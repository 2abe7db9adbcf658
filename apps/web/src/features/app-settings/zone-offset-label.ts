/** The UTC offset of `timeZone` at `instant`, as Intl names it: `GMT+2` (Asia/Famagusta in winter), `GMT+3` (in summer). */
export function zoneOffsetLabel(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

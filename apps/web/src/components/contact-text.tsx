import { Fragment } from 'react';

/** What an empty phone or e-mail shows (issue 22): a dash, not a blank or a word. */
export const NO_VALUE = '—';

/**
 * An e-mail address that wraps only after its "@" or before a dot, never inside a word
 * (issue 22): `<wbr>` marks the places, and the text itself does not break anywhere.
 */
export function EmailText({ email }: { email: string | null | undefined }) {
  if (!email) return <>{NO_VALUE}</>;
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span dir="ltr" style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** A phone number, left to right in either direction; a dash when there is none. */
export function PhoneText({ phone }: { phone: string | null | undefined }) {
  return phone ? <span dir="ltr">{phone}</span> : <>{NO_VALUE}</>;
}

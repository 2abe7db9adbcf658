/** The taxi mark of the logo (inherits `currentColor`). */
export function LogoMark({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden>
      <path
        fill="currentColor"
        d="M5 15.5 6.6 11a2 2 0 0 1 1.9-1.4h7a2 2 0 0 1 1.9 1.4L19 15.5V19a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H8v1a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1zm3-.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2m8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2M10 5h4a1 1 0 0 1 1 1v2H9V6a1 1 0 0 1 1-1"
      />
    </svg>
  );
}

/** Red text readable on both schemes (4.5:1 on white and on the dark body), as the documents' expiry uses. */
export const ERROR_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';

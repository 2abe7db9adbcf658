/** SPEC.md §9: the transfers table offers 5, 10 and 15 rows, 10 by default (the preload's size). */
export const TRANSFERS_PAGE_SIZES = [5, 10, 15] as const;
export const TRANSFERS_DEFAULT_PAGE_SIZE = 10;

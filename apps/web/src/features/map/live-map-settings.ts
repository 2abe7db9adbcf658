/** The live map's fixed settings (SPEC.md §2.11, §9), in one place. */

/** The default centre in Cyprus. */
export const MAP_CENTER = { latitude: 35.095192, longitude: 33.20343 } as const;
/** The default zoom. */
export const MAP_ZOOM = 8;
/** The connected-driver list refresh (the stream's fallback), ms. */
export const DRIVER_LIST_REFRESH_MS = 60_000;
/** The side list of drivers in view is recomputed at most this often while cars move, ms. */
export const VIEW_LIST_INTERVAL_MS = 1_000;
/** The zoom a search result is flown to. */
export const FOUND_DRIVER_ZOOM = 14;

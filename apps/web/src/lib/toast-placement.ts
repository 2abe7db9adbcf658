import type { NotificationData } from '@mantine/notifications';

type NotificationPosition = NonNullable<NotificationData['position']>;

/** Where a toast may sit, SPEC.md §9's top-right first. */
const CANDIDATES: readonly NotificationPosition[] = ['top-right', 'bottom-right'];
/** The top-right toasts start under the 64 px top bar (styles/global.css), Mantine's spacing md from the edges. */
const TOP_OFFSET = 64 + 16;
const EDGE = 16;
/** Mantine's container width, and the height a toast with a title and two lines of text takes. */
const CONTAINER_WIDTH = 440;
const TOAST_HEIGHT = 120;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function zoneOf(position: NotificationPosition, width: number, height: number): Box {
  const zoneWidth = Math.min(width - 2 * EDGE, CONTAINER_WIDTH);
  const top = position.startsWith('top') ? TOP_OFFSET : height - EDGE - TOAST_HEIGHT;
  return { left: width - EDGE - zoneWidth, right: width - EDGE, top, bottom: top + TOAST_HEIGHT };
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Where a toast goes so that it does not cover the figures its message is about (issue 22, item
 * 5): top-right as SPEC.md §9 says, unless that corner of the viewport lies over one of `about`
 * (the status that changed, the balance, the row decided); then bottom-right. When both would
 * cover something, the one that covers less.
 */
export function toastPosition(about: readonly Element[], viewport = { width: window.innerWidth, height: window.innerHeight }): NotificationPosition {
  const boxes = about.map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
  const covered = CANDIDATES.map((position) => {
    const zone = zoneOf(position, viewport.width, viewport.height);
    return boxes.reduce((sum, box) => sum + overlap(zone, box), 0);
  });
  const best = covered.indexOf(Math.min(...covered));
  return CANDIDATES[covered[0] === 0 ? 0 : best]!;
}

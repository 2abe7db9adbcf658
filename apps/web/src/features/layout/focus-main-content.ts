/**
 * Moves keyboard focus to the page's heading (or, without one, the content area itself), so a
 * screen reader announces the new page and the next Tab starts in its content.
 */
export function focusMainContent(mainId: string) {
  const main = document.getElementById(mainId);
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1[tabindex="-1"]') ?? main;
  target.focus({ preventScroll: true });
}

/**
 * Moves focus to what `selector` finds (inside `within`, else the page) on the next frame, once the
 * screen shows an action's outcome: the button pressed may be gone (a closed menu's item, a
 * dialog's button, an approved document's Approve), and focus must not drop to the page (WCAG 2.4.3).
 */
export function focusSoon(selector: string, within: ParentNode | null = document) {
  requestAnimationFrame(() => within?.querySelector<HTMLElement>(selector)?.focus());
}

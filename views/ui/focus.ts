/**
 * Where focus goes when the element that had it is gone: an island that replaces the control a
 * shopper just used moves focus to what took its place, never leaving it on the page's body
 * (where the next Tab starts again from the top).
 */
function focusWasLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses `target` (made focusable by script) when the focused element has gone. */
export function takeLostFocus(target: HTMLElement | null | undefined): void {
  if (!target || !focusWasLost()) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach in `container` now: shown, visible and not inert. */
export function visibleFocusables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.offsetParent !== null &&
      getComputedStyle(element).visibility === 'visible' &&
      !element.closest('[inert]'),
  );
}

/**
 * Handles a Tab keydown so focus stays in `container`: from its last
 * focusable element to its first, from its first back to its last, and
 * from outside into it. Where the focusable elements change while it is
 * open, this wraps at the ones that can be reached now.
 */
export function keepTabInside(event: KeyboardEvent, container: Element): void {
  if (event.key !== 'Tab') return;
  const items = visibleFocusables(container);
  const [first, last] = [items[0], items.at(-1)];
  if (!first || !last) return;
  const outside = !container.contains(document.activeElement);
  const from = event.shiftKey ? first : last;
  if (document.activeElement !== from && !outside) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

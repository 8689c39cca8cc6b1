import { useEffect, useState, type RefObject } from 'react';

/** What Tab can reach inside a dialog (disabled controls and tabindex -1 left out). */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

const isShown = (el: HTMLElement): boolean => {
  if (el.closest('[hidden],[inert]')) return false;
  const style = window.getComputedStyle(el);
  return style.display !== 'none' && style.visibility !== 'hidden';
};

/** The box's tabbable elements in document order. */
export const tabbablesOf = (box: HTMLElement): HTMLElement[] =>
  Array.from(box.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && isShown(el));

/** True while an alert layer is open: a dialog beneath it leaves Tab (and Escape) to the alert. */
const alertOpen = (): boolean => document.querySelector('[data-layer="alert"]') !== null;

/**
 * Keeps keyboard focus inside an open dialog (WAI-ARIA modal dialog pattern): on open, focus
 * moves into the box (unless a child already took it, e.g. an autofocused field); Tab from the
 * last control goes to the first and Shift+Tab from the first to the last; focus that left the
 * box comes back on the next Tab; on close, focus returns to where it was before. A dialog under
 * an open alert leaves Tab to the alert. The box needs `tabIndex={-1}`.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, layer: 'dialog' | 'alert' = 'dialog'): void {
  // The opener is read while the dialog first renders: by the time effects run, a field with
  // `autoFocus` inside the box has already taken focus, and the opener would be lost.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const before = opener && !box.contains(opener) ? opener : null;
    if (!box.contains(document.activeElement)) box.focus({ preventScroll: true });

    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      if (layer === 'dialog' && alertOpen()) return;
      const items = tabbablesOf(box);
      const active = document.activeElement;
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        box.focus({ preventScroll: true });
        return;
      }
      if (!box.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === box)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the control that opened the dialog, unless focus already moved on (another dialog).
      const focusLeftInBox =
        document.activeElement === null || document.activeElement === document.body || box.contains(document.activeElement);
      if (before?.isConnected && focusLeftInBox) before.focus({ preventScroll: true });
    };
  }, [ref, layer, opener]);
}

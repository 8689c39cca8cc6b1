import { useEffect, useRef } from 'react';

/**
 * Hands a one-off message of a view (an alert, a confirm) to the shell's dialog once, then lets
 * the view model clear it. The same value is handed over once while it stays on the view; after
 * the view clears it, the same text may come again and is handed over again.
 */
export function useForwarded<T>(message: T | null, forward: (message: T) => void): void {
  const last = useRef<T | null>(null);
  const forwardRef = useRef(forward);
  forwardRef.current = forward;
  useEffect(() => {
    if (message === null) {
      last.current = null;
      return;
    }
    if (message === last.current) return;
    last.current = message;
    forwardRef.current(message);
  }, [message]);
}

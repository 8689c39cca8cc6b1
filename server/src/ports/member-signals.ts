/**
 * What the foundation tells members' screens after a committed change it made to their money
 * (an operator approved a deposit, refused a withdrawal, corrected a balance). The live module
 * turns each signal into a member-addressed 'balance' frame on the 'general' SSE source, so the
 * member's balance updates at once; the foundation never imports the live module's internals.
 * Signals are sent after the commit and never throw into the request that sent them.
 */
export interface MemberSignals {
  /** The member's balances changed (after the commit). */
  balanceChanged(memberId: number): void;
  /** Registers a listener (the live module); returns its removal. */
  onBalanceChanged(listener: (memberId: number) => void): () => void;
}

/** In-process relay: every listener hears every signal; a listener's failure is contained. */
export function createMemberSignals(): MemberSignals {
  const listeners = new Set<(memberId: number) => void>();
  return {
    balanceChanged(memberId) {
      for (const listener of listeners) {
        try {
          listener(memberId);
        } catch {
          // A live-update failure must never turn a committed money move into an error.
        }
      }
    },
    onBalanceChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import type { ReactNode } from 'react';

/** What a feature's dialog body gets from the shell: close it, or switch to its partner (deposit <-> withdraw). */
export interface DialogControls {
  readonly close: () => void;
  readonly toggle: () => void;
}

/** Draws one dialog body with the controls of the shell's dialog switch. */
export type DialogRender = (controls: DialogControls) => ReactNode;

/**
 * A feature's dialog bodies, one for each of its kinds: a feature that lists a kind and draws no
 * body for it does not compile (the shell's `DialogRenderers` is the same record over all kinds).
 */
export type DialogRenderersOf<K extends string> = Readonly<Record<K, DialogRender>>;

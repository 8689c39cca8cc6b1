import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { RouletteDialog, type RouletteScreenModel } from './RouletteDialog.js';

/** Normal and VIP roulette: one wheel at a time, the shell's `toggle` switches between them. */
export const ROULETTE_DIALOG_KINDS = ['roulette', 'vipRoulette'] as const;
export type RouletteDialogKind = (typeof ROULETTE_DIALOG_KINDS)[number];

export interface RouletteDialogDeps {
  readonly roulette: RouletteScreenModel;
}

export function rouletteDialogs(d: RouletteDialogDeps): DialogRenderersOf<RouletteDialogKind> {
  return {
    roulette: ({ close, toggle }) => (
      <RouletteDialog key="roulette" viewModel={d.roulette} kind="normal" onClose={close} onSwitch={toggle} />
    ),
    vipRoulette: ({ close, toggle }) => (
      <RouletteDialog key="vipRoulette" viewModel={d.roulette} kind="vip" onClose={close} onSwitch={toggle} />
    ),
  };
}

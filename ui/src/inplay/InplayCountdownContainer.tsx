import type { InplayBetView, InplayBetViewModel } from '@bet/core/inplay';
import { useViewModel } from '../design-system/use-view-model.js';
import { InplayCountdown } from './InplayCountdown.js';

/** The in-play view model as the countdown uses it (the bridge's `viewModel` satisfies it). */
export type InplayCountdownModel = Pick<InplayBetViewModel, 'state$' | 'accept' | 'cancel' | 'dismiss'>;

const IDLE: InplayBetView = { status: 'idle', buttonLocked: false, notice: null };

/**
 * The countdown dialog on the in-play bridge's view model: drawn whenever it is not idle. Mount
 * once in the site frame; the bet slip's bet button starts the flow through the bridge.
 */
export function InplayCountdownContainer({ viewModel }: { readonly viewModel: InplayCountdownModel }) {
  const view = useViewModel(viewModel, IDLE);
  return (
    <InplayCountdown
      view={view}
      onAccept={() => viewModel.accept()}
      onCancel={() => viewModel.cancel()}
      onDismiss={() => viewModel.dismiss()}
    />
  );
}

import { FairnessPage, useScopedViewModel } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /fairness: the provably fair check of mini-game rounds, one view model per visit. */
export function FairnessRoute() {
  const { createFairness, onAlert } = useAppServices();
  return <FairnessPage viewModel={useScopedViewModel(createFairness)} onAlert={onAlert} />;
}

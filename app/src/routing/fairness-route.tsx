import { FairnessPage, useScopedViewModel } from '@bet/ui';
import { fairnessFeature } from '../container/fairness.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /fairness: the provably fair check of mini-game rounds, one view model per visit. */
export function FairnessRoute() {
  const { onAlert } = useAppServices();
  const createFairness = useFeature(fairnessFeature);
  return <FairnessPage viewModel={useScopedViewModel(createFairness)} onAlert={onAlert} />;
}

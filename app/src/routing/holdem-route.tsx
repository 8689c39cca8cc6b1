import { HoldemPage, useScopedViewModel } from '@bet/ui';
import { holdemFeature } from '../container/holdem.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /holdem: one view model per visit, disposed when the member leaves. */
export function HoldemRoute() {
  const { onAlert } = useAppServices();
  const createHoldem = useFeature(holdemFeature);
  return <HoldemPage viewModel={useScopedViewModel(createHoldem)} onAlert={onAlert} />;
}

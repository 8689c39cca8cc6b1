import { HoldemPage, useScopedViewModel } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /holdem: one view model per visit, disposed when the member leaves. */
export function HoldemRoute() {
  const { createHoldem, onAlert } = useAppServices();
  return <HoldemPage viewModel={useScopedViewModel(createHoldem)} onAlert={onAlert} />;
}

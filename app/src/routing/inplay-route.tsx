import { InplayList, useScopedViewModel, useShellServices } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /inplay: the live list, one view model per visit (disposed on leaving); picks go into the shell's slip. */
export function InplayRoute() {
  const { createInplay, onAlert } = useAppServices();
  const inplay = useScopedViewModel(createInplay);
  const { betSlip } = useShellServices();
  return <InplayList viewModel={inplay} betSlip={betSlip} onAlert={onAlert} />;
}

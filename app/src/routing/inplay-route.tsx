import { InplayList, useScopedViewModel, useShellServices } from '@bet/ui';
import { inplayFeature } from '../container/inplay.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /inplay: the live list, one view model per visit (disposed on leaving); picks go into the shell's slip. */
export function InplayRoute() {
  const { onAlert } = useAppServices();
  const createInplay = useFeature(inplayFeature);
  const inplay = useScopedViewModel(createInplay);
  const { betSlip, dialogs } = useShellServices();
  return <InplayList viewModel={inplay} betSlip={betSlip} onAlert={onAlert} onLoginRequired={() => dialogs.open('login')} />;
}

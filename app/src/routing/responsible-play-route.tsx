import { ResponsiblePlayPage, useScopedViewModel } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /mypage/responsible_play: limits, cool-off and self-exclusion, one view model per visit. */
export function ResponsiblePlayRoute() {
  const { createResponsiblePlay, onAlert, onConfirm } = useAppServices();
  return <ResponsiblePlayPage viewModel={useScopedViewModel(createResponsiblePlay)} onAlert={onAlert} onConfirm={onConfirm} />;
}

import { ResponsiblePlayPage, useScopedViewModel } from '@bet/ui';
import { responsiblePlayFeature } from '../container/responsible-play.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /mypage/responsible_play: limits, cool-off and self-exclusion, one view model per visit. */
export function ResponsiblePlayRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const createResponsiblePlay = useFeature(responsiblePlayFeature);
  return <ResponsiblePlayPage viewModel={useScopedViewModel(createResponsiblePlay)} onAlert={onAlert} onConfirm={onConfirm} />;
}

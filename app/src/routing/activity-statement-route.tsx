import { ActivityStatementPage, useScopedViewModel } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /mypage/statement: the member's activity statement, one view model per visit. */
export function ActivityStatementRoute() {
  const { createActivityStatement, onAlert } = useAppServices();
  return <ActivityStatementPage viewModel={useScopedViewModel(createActivityStatement)} onAlert={onAlert} />;
}

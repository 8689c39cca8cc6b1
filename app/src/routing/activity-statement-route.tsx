import { ActivityStatementPage, useScopedViewModel } from '@bet/ui';
import { activityStatementFeature } from '../container/activity-statement.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /mypage/statement: the member's activity statement, one view model per visit. */
export function ActivityStatementRoute() {
  const { onAlert } = useAppServices();
  const createActivityStatement = useFeature(activityStatementFeature);
  return <ActivityStatementPage viewModel={useScopedViewModel(createActivityStatement)} onAlert={onAlert} />;
}

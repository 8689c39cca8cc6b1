import { AttendancePage, PointExchangePage, PointHistoryPage, useScopedViewModel } from '@bet/ui';
import { pointsFeature } from '../container/points.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /point: the point exchange page, one view model per visit. */
export function PointExchangeRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const { createPointExchange } = useFeature(pointsFeature);
  return <PointExchangePage viewModel={useScopedViewModel(createPointExchange)} onAlert={onAlert} onConfirm={onConfirm} />;
}

/** /mypage/point_history (and /pt): every point movement. */
export function PointHistoryRoute() {
  const { onAlert } = useAppServices();
  const { createPointHistory } = useFeature(pointsFeature);
  return <PointHistoryPage viewModel={useScopedViewModel(createPointHistory)} onAlert={onAlert} />;
}

/** /mypage/attendance (and /pt): the daily check-in and its calendar. */
export function AttendanceRoute() {
  const { onAlert } = useAppServices();
  const { createAttendance } = useFeature(pointsFeature);
  return <AttendancePage viewModel={useScopedViewModel(createAttendance)} onAlert={onAlert} />;
}

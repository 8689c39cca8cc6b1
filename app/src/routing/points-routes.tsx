import { AttendancePage, PointExchangePage, PointHistoryPage, useScopedViewModel } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /point: the point exchange page, one view model per visit. */
export function PointExchangeRoute() {
  const { createPointExchange, onAlert, onConfirm } = useAppServices();
  return <PointExchangePage viewModel={useScopedViewModel(createPointExchange)} onAlert={onAlert} onConfirm={onConfirm} />;
}

/** /mypage/point_history (and /pt): every point movement. */
export function PointHistoryRoute() {
  const { createPointHistory, onAlert } = useAppServices();
  return <PointHistoryPage viewModel={useScopedViewModel(createPointHistory)} onAlert={onAlert} />;
}

/** /mypage/attendance (and /pt): the daily check-in and its calendar. */
export function AttendanceRoute() {
  const { createAttendance, onAlert } = useAppServices();
  return <AttendancePage viewModel={useScopedViewModel(createAttendance)} onAlert={onAlert} />;
}

import { useNavigate, useLocation, isRouteErrorResponse, useRouteError } from 'react-router';
import {
  ErrorPage,
  InboxPage,
  JackpotCounter,
  ShellNavigationProvider,
  SitePopupsContainer,
  TopPage,
  useObservable,
  useScopedViewModel,
  useShellServices,
  type DialogSwitchState,
} from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** / with the notice widget, the jackpot counter and the site popups (hidden while the bet slip holds picks). */
export function TopRoute() {
  const { createBoards, createPopups, createJackpot } = useAppServices();
  const { betSlip } = useShellServices();
  const boards = useScopedViewModel(createBoards);
  const popups = useScopedViewModel(createPopups);
  const jackpot = useScopedViewModel(createJackpot);
  return (
    <>
      <TopPage boards={boards} jackpot={<JackpotCounter viewModel={jackpot} />} />
      <SitePopupsContainer viewModel={popups} slip$={betSlip.state$} />
    </>
  );
}

const NO_DIALOG: DialogSwitchState = { enabled: true, current: null };

/** /memo and /mypage/message: the memo list as a page (the header's 쪽지 button opens it as a dialog). */
export function InboxRoute() {
  const { inbox, onAlert, onConfirm } = useAppServices();
  const { dialogs } = useShellServices();
  const { current } = useObservable(dialogs.state$, NO_DIALOG);
  return <InboxPage viewModel={inbox} onAlert={onAlert} onConfirm={onConfirm} dialogOpen={current === 'memo'} />;
}

/** Errors thrown while rendering or loading a route: the status and message on the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return (
    <ShellNavigationProvider navigation={{ pathname, search, navigate: (to) => void navigate(to) }}>
      <ErrorPage status={status} message={message} />
    </ShellNavigationProvider>
  );
}

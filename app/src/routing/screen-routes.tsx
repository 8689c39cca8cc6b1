import { useNavigate, useParams, useLocation, isRouteErrorResponse, useRouteError } from 'react-router';
import type { AccountInquiryContext, SessionView } from '@bet/core';
import {
  BetResult,
  DepositPage,
  ErrorPage,
  InboxPage,
  InquiryPage,
  JackpotCounter,
  PrematchList,
  ShellNavigationProvider,
  SitePopupsContainer,
  TopPage,
  WithdrawPage,
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

const accountInquiryOf = (view: SessionView | null): AccountInquiryContext | null =>
  view?.status === 'loggedIn'
    ? { userType: view.user.userType, role: view.user.role, fastAccountFlag: view.settings?.fastAccountFlag ?? 0 }
    : null;

/** /qna: customer Q&A (form, own inquiries, the deposit-account inquiry). */
export function InquiryRoute() {
  const { createInquiry, onAlert, onConfirm } = useAppServices();
  const { session } = useShellServices();
  const inquiry = useScopedViewModel(createInquiry);
  const view = useObservable<SessionView | null>(session.state$, null);
  return <InquiryPage viewModel={inquiry} onAlert={onAlert} onConfirm={onConfirm} accountInquiry={accountInquiryOf(view)} />;
}

/** /europe (cards) and /korea (rows), every query filter from the URL. */
export function PrematchRoute({ listStyle }: { readonly listStyle: 'europe' | 'korea' }) {
  const { createPrematch, onAlert } = useAppServices();
  const prematch = useScopedViewModel(createPrematch);
  const { betSlip } = useShellServices();
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <PrematchList
      viewModel={prematch}
      betSlip={betSlip}
      listStyle={listStyle}
      search={search}
      onAlert={onAlert}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

/**
 * /bet_result, /bet_result/{gameType}, /bet_result/{gameType}/{gameId}, /bet_result/minigame/provider/{provider}
 * (a literal 'minigame' segment: no gameType param there, so a provider means the mini-game tab).
 */
export function BetResultRoute() {
  const { createHistory, onAlert, onConfirm } = useAppServices();
  const history = useScopedViewModel(createHistory);
  const { gameType, gameId, provider } = useParams();
  const navigate = useNavigate();
  return (
    <BetResult
      viewModel={history}
      {...(provider !== undefined ? { tab: 'minigame' } : gameType === undefined ? {} : { tab: gameType })}
      {...((provider ?? gameId) ? { provider: provider ?? gameId } : {})}
      onAlert={onAlert}
      onConfirm={onConfirm}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

export function DepositRoute() {
  const { createDeposit, onAlert, onConfirm } = useAppServices();
  const deposit = useScopedViewModel(createDeposit);
  return <DepositPage viewModel={deposit} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function WithdrawRoute() {
  const { createWithdraw, onAlert, onConfirm } = useAppServices();
  const withdraw = useScopedViewModel(createWithdraw);
  return <WithdrawPage viewModel={withdraw} onAlert={onAlert} onConfirm={onConfirm} />;
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

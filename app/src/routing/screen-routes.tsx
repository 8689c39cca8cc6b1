import { useNavigate, useParams, useLocation, isRouteErrorResponse, useRouteError } from 'react-router';
import { BetResult, DepositPage, ErrorPage, PrematchList, ShellNavigationProvider, TopPage, WithdrawPage, useShellServices } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** / with the notice widget. */
export function TopRoute() {
  return <TopPage boards={useAppServices().boards} />;
}

/** /europe (cards) and /korea (rows), every query filter from the URL. */
export function PrematchRoute({ listStyle }: { readonly listStyle: 'europe' | 'korea' }) {
  const { prematch, onAlert } = useAppServices();
  const { betSlip } = useShellServices();
  const { search } = useLocation();
  const navigate = useNavigate();
  return <PrematchList viewModel={prematch} betSlip={betSlip} listStyle={listStyle} search={search} onAlert={onAlert} onNavigate={(to) => void navigate(to)} />;
}

/** /bet_result, /bet_result/{gameType}, /bet_result/{gameType}/{gameId}, /bet_result/minigame/provider/{provider}. */
export function BetResultRoute() {
  const { history, onAlert, onConfirm } = useAppServices();
  const { gameType, gameId, provider } = useParams();
  const navigate = useNavigate();
  return (
    <BetResult
      viewModel={history}
      {...(gameType === undefined ? {} : { tab: gameType })}
      {...(provider ?? gameId ? { provider: provider ?? gameId } : {})}
      onAlert={onAlert}
      onConfirm={onConfirm}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

export function DepositRoute() {
  const { deposit, onAlert, onConfirm } = useAppServices();
  return <DepositPage viewModel={deposit} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function WithdrawRoute() {
  const { withdraw, onAlert, onConfirm } = useAppServices();
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

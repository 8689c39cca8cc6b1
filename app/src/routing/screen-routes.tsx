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
import { lazy, Suspense } from 'react';
import { useAppServices } from './app-services-context.js';

/** The featured fixtures come with the sports chunk, so the first visit's script stays as small as before. */
const FeaturedFixturesBlock = lazy(() => import('./sports-screens.js').then((m) => ({ default: m.FeaturedFixturesBlock })));
/** The banner strip and the popular games' tiles come with the same chunk (the first visit's budget). */
const BannerStrip = lazy(() => import('./sports-screens.js').then((m) => ({ default: m.BannerStrip })));
const PopularGameTiles = lazy(() => import('./sports-screens.js').then((m) => ({ default: m.PopularGameTiles })));

/** /: banners, jackpot, featured fixtures, games, the notice widget and the site popups (hidden while the slip holds picks). */
export function TopRoute() {
  const { createBoards, createPopups, createJackpot } = useAppServices();
  const { betSlip } = useShellServices();
  const boards = useScopedViewModel(createBoards);
  const popups = useScopedViewModel(createPopups);
  const jackpot = useScopedViewModel(createJackpot);
  return (
    <>
      <TopPage
        boards={boards}
        jackpot={<JackpotCounter viewModel={jackpot} />}
        featured={
          <Suspense fallback={null}>
            <FeaturedFixturesBlock />
          </Suspense>
        }
        renderBanners={(banners) => (
          <Suspense fallback={null}>
            <BannerStrip banners={banners} />
          </Suspense>
        )}
        games={
          <Suspense fallback={<div />}>
            <PopularGameTiles />
          </Suspense>
        }
      />
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

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { distinctUntilChanged, map } from 'rxjs';
import { RouteSync, ShellNavigationProvider, usePageTitle, useShellServices } from '@bet/ui';
import { useAppServices } from './app-services-context.js';
import { deepestTitle } from './page-titles.js';

/**
 * The root of every route. Each navigation goes through `RouteSync` (guard, popups, bet slip)
 * before the page renders: a refused location is never painted, its redirect is followed. When
 * the session itself moves the member (logout to /, maintenance, admin), the router follows.
 * The browser tab shows the matched page's Korean name (page-titles.ts).
 */
export function RootRoute() {
  const shell = useShellServices();
  const { sportsMenu } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const sync = useMemo(
    () => new RouteSync({ session: shell.session, signUp: shell.signUp, betSlip: shell.betSlip, dialogs: shell.dialogs, sportsMenu }),
    [shell, sportsMenu],
  );
  const [approvedKey, setApprovedKey] = useState<string | null>(null);
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  const guarding = useRef(false);
  const redirecting = useRef<string | null>(null);
  hereRef.current = here;

  useLayoutEffect(() => {
    guarding.current = true;
    const decision = sync.enter(location.pathname, location.search);
    guarding.current = false;
    redirecting.current = decision.kind === 'redirect' ? decision.to : null;
    if (decision.kind === 'redirect') void navigate(decision.to, { replace: true });
    else setApprovedKey(location.key);
    // Once per navigation: location.key is new for each one; navigate and sync are stable.
  }, [location.key, location.pathname, location.search, navigate, sync]);

  useEffect(() => {
    const sub = shell.session.state$
      .pipe(
        map((v) => v.location),
        distinctUntilChanged(),
      )
      .subscribe((target) => {
        // Moves made by the guard above are followed there; only the session's own moves land here.
        if (guarding.current || target === hereRef.current || target === redirecting.current) return;
        void navigate(target, { replace: true });
      });
    return () => sub.unsubscribe();
  }, [shell.session, navigate]);

  // The page's name in the browser tab (page-titles.ts), from the deepest matched route.
  usePageTitle(deepestTitle(useMatches()));

  const navigation = useMemo(
    () => ({ pathname: location.pathname, search: location.search, navigate: (to: string) => void navigate(to) }),
    [location.pathname, location.search, navigate],
  );
  return <ShellNavigationProvider navigation={navigation}>{approvedKey === location.key ? <Outlet /> : null}</ShellNavigationProvider>;
}

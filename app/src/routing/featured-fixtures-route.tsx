import { useCallback, useEffect } from 'react';
import type { BetSlipEntry } from '@bet/core/bet-slip';
import type { Result } from '@bet/core/shared';
import type { SportsPickError } from '@bet/core/sports';
import {
  FeaturedFixtures,
  TOP_LOWER_TEXTS,
  TopColumns,
  useObservable,
  useScopedViewModel,
  useShellMode,
  useShellNavigation,
  useShellServices,
  type PickHandler,
} from '@bet/ui';
import { featuredFixturesFeature } from '../container/featured.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

const T = TOP_LOWER_TEXTS.featured;
const texts = (title: string, empty: string) => ({ ...T, title, empty });

/** The page a featured pick goes to: its list, where the slip shows it (desktop /korea, as the phone's /europe). */
export function featuredPickTarget(kind: 'inplay' | 'prematch', fixtureId: number, mode: 'mobile' | 'desktop'): string {
  if (kind === 'inplay') return '/inplay';
  return `/${mode === 'mobile' ? 'europe' : 'korea'}?game_type=1&fixtureId=${fixtureId}`;
}

/**
 * The top page's featured live and pre-match fixtures, on the lists' view models (first page of
 * five, live prices). A price click puts the pick into the shell's bet slip and goes to the
 * fixture's list, where the slip (the right column, or the phone's slip dialog) shows it: the
 * top page itself has no slip (spec 2). The slip takes the list's game path first, since a
 * new game path empties it (spec 4). A visitor is asked to log in.
 */
export function FeaturedFixturesBlock() {
  const { onAlert } = useAppServices();
  const { betSlip, session, dialogs } = useShellServices();
  const { pathname, navigate } = useShellNavigation();
  const mode = useShellMode();
  const factories = useFeature(featuredFixturesFeature);
  const prematch = useScopedViewModel(factories.createPrematch);
  const inplay = useScopedViewModel(factories.createInplay);
  const loggedIn = useObservable(session.state$, null)?.status === 'loggedIn';
  useEffect(() => prematch.setQuery({}), [prematch]);
  useEffect(() => inplay.setFilter({}), [inplay]);
  const prematchView = useObservable(prematch.state$, null);
  const inplayView = useObservable(inplay.state$, null);

  const pick = useCallback(
    (kind: 'inplay' | 'prematch', entryFor: (f: number, o: number) => Result<BetSlipEntry, SportsPickError>): PickHandler =>
      (fixtureId, oddsId, selected) => {
        if (selected) return betSlip.removeBet(oddsId);
        if (!loggedIn) return dialogs.open('login');
        const entry = entryFor(fixtureId, oddsId);
        if (!entry.ok) return onAlert(entry.error.message);
        const target = featuredPickTarget(kind, fixtureId, mode);
        betSlip.routeChanged(pathname, target);
        betSlip.addBet(entry.value);
        navigate(target);
      },
    [betSlip, dialogs, loggedIn, mode, navigate, onAlert, pathname],
  );
  const onPrematch = useCallback<PickHandler>((...a) => pick('prematch', (f, o) => prematch.entryFor(f, o))(...a), [pick, prematch]);
  const onInplay = useCallback<PickHandler>((...a) => pick('inplay', (f, o) => inplay.entryFor(f, o))(...a), [pick, inplay]);

  return (
    <TopColumns>
      <FeaturedFixtures
        kind="inplay"
        view={inplayView}
        prices={inplay.prices}
        onPick={onInplay}
        moreTo="/inplay"
        texts={texts(T.live, T.emptyLive)}
      />
      <FeaturedFixtures
        kind="prematch"
        view={prematchView}
        prices={prematch.prices}
        onPick={onPrematch}
        moreTo={mode === 'mobile' ? '/europe' : '/korea'}
        texts={texts(T.prematch, T.emptyPrematch)}
      />
    </TopColumns>
  );
}

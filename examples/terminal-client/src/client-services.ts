import { createNodePorts, type NodePorts } from '@bet/adapters/node';
import { createApiClient } from '@bet/core/api';
import { BetSlipViewModel, createApiBetSlipGateway } from '@bet/core/bet-slip';
import { LiveBetDelays, MemberLiveUpdates, SessionStreams } from '@bet/core/feature-links';
import { BetHistoryViewModel, createApiBetHistoryGateway } from '@bet/core/history';
import { createApiInplayGateway, createInplayBetSlipBridge } from '@bet/core/inplay';
import { createApiSessionGateway, SessionViewModel } from '@bet/core/session';
import { createApiSportsGateway, PrematchListViewModel, sportsSelectedOddsIds } from '@bet/core/sports';

/** A terminal is as wide as this for the session's viewport rules (it has no pixels; it reads as a desktop). */
const TERMINAL_VIEWPORT_PX = 1920;

/** Every view model the terminal shows, built once over core's ports on their Node adapters. */
export interface ClientServices {
  readonly ports: NodePorts;
  readonly session: SessionViewModel;
  readonly slip: BetSlipViewModel;
  readonly fixtures: PrematchListViewModel;
  /** One bet history screen per `내역` command: the caller disposes it when it has printed the page. */
  openHistory(): BetHistoryViewModel;
  dispose(): void;
}

/**
 * The composition root: what app/src/container does with inversify for the browser, written out by
 * hand (the terminal has one screen of each). Nothing here decides a rule: the view models do.
 */
export function createClientServices(apiBaseUrl: string): ClientServices {
  const ports = createNodePorts({ baseUrl: apiBaseUrl });
  const { http, sse, clock, ids, store, frames } = ports;
  // Money-moving calls without a key of their own are retried with one key (core's money-retry).
  const api = createApiClient(http, { retries: { clock, ids } });

  const session = new SessionViewModel({
    gateway: createApiSessionGateway(api),
    clock,
    store,
    viewportWidth: () => TERMINAL_VIEWPORT_PX,
  });
  // Every call reports the session codes (555 logged in elsewhere, 556 logged out...) here.
  const signals = api.sessionSignals$.subscribe((status) => session.handleStatus(status));
  const streams = new SessionStreams(session);
  const liveUpdates = new MemberLiveUpdates({ sse, clock, session, refreshMember: () => session.refreshMember() });

  // The slip's in-play hook, as the site wires it; this terminal offers pre-match picks only.
  const inplay = createInplayBetSlipBridge({
    clock,
    gateway: createApiInplayGateway(api),
    delaySettings: new LiveBetDelays(api, streams.userId$, streams.bettingSettingsKey$).current,
  });
  const slip = new BetSlipViewModel({
    gateway: createApiBetSlipGateway(api, inplay),
    context$: streams.betSlipContext$,
    // One Idempotency-Key per submit, kept while a submit without an answer is retried.
    retry: { ids, clock },
    clock,
    onPlaced: () => session.refreshMember(),
  });
  // The pre-match page (/europe): its picks go to the slip.
  slip.setGamePath('europe');

  const fixtures = new PrematchListViewModel({
    gateway: createApiSportsGateway(api),
    sse,
    clock,
    frames,
    selectedOddsIds$: sportsSelectedOddsIds(slip.state$),
  });

  const historyGateway = createApiBetHistoryGateway(api, streams.member);
  return {
    ports,
    session,
    slip,
    fixtures,
    openHistory: () => new BetHistoryViewModel({ gateway: historyGateway, clock, slipChanges$: liveUpdates.slipChanges$ }),
    dispose() {
      fixtures.dispose();
      slip.dispose();
      inplay.dispose();
      liveUpdates.dispose();
      signals.unsubscribe();
      session.dispose();
    },
  };
}

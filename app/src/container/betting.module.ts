import { ContainerModule } from 'inversify';
import { BehaviorSubject, filter, Subject, tap } from 'rxjs';
import {
  ApiClient,
  BetHistoryGateway,
  BetHistoryViewModel,
  BetSlipGateway,
  BetSlipViewModel,
  Clock,
  createApiBetHistoryGateway,
  IdGenerator,
  createApiBetSlipGateway,
  createApiInplayGateway,
  createApiSportsGateway,
  createInplayBetSlipBridge,
  createSportsBetSlipOddsFeed,
  InplayListViewModel,
  PrematchListViewModel,
  SportsGateway,
  SportsMenuViewModel,
  SsePort,
  sportsSelectedOddsIds,
  type BetSlipEntry,
  type BetSlipOddsFeed,
  type BetSlipOddsUpdate,
  type InplayBetSlipBridge,
} from '@bet/core';
import { LiveBetDelays, SessionStreams } from '@bet/core';

/** Token of the in-play bridge (its view model is the countdown dialog's). */
export const InplayBetSlipBridgeToken = Symbol.for('InplayBetSlipBridge');

/** The slip's odds feed, each frame also passed to `frames$` (the in-play countdown reads it). */
const teeOddsFeed = (feed: BetSlipOddsFeed, frames$: Subject<BetSlipOddsUpdate>): BetSlipOddsFeed => ({
  follow: (oddsIds$) => feed.follow(oddsIds$).pipe(tap((u) => frames$.next(u))),
});

/** The bet slip: limits, bonuses and placement over the API (in-play through core's countdown bridge), live odds over SSE. */
export const betSlipModule = new ContainerModule(({ bind }) => {
  bind(LiveBetDelays)
    .toDynamicValue((ctx) => new LiveBetDelays(ctx.get<ApiClient>(ApiClient), ctx.get(SessionStreams).userId$))
    .inSingletonScope();
  // The picks of the in-play bet under way: their live odds frames reach the countdown.
  const inplayPicks$ = new BehaviorSubject<readonly BetSlipEntry[]>([]);
  const slipOddsFrames$ = new Subject<BetSlipOddsUpdate>();
  bind<InplayBetSlipBridge>(InplayBetSlipBridgeToken)
    .toDynamicValue((ctx) =>
      createInplayBetSlipBridge({
        clock: ctx.get<Clock>(Clock),
        gateway: createApiInplayGateway(ctx.get<ApiClient>(ApiClient)),
        delaySettings: ctx.get(LiveBetDelays).current,
        // A newer version of a pick's price during the countdown: the odds-changed question (auto-change off).
        // Read off the slip's own odds stream: a browser holds few connections per host, no extra stream.
        oddsChanged$: slipOddsFrames$.pipe(filter((u) => inplayPicks$.value.some((e) => e.id === u.oddsId && u.version > e.version))),
      }),
    )
    .inSingletonScope();
  bind<BetSlipGateway>(BetSlipGateway)
    .toDynamicValue((ctx) => {
      const bridge = ctx.get<InplayBetSlipBridge>(InplayBetSlipBridgeToken);
      return createApiBetSlipGateway(ctx.get<ApiClient>(ApiClient), {
        placeInplayBet: (request) => {
          inplayPicks$.next(request.entries);
          return bridge.placeInplayBet(request).finally(() => inplayPicks$.next([]));
        },
      });
    })
    .inSingletonScope();
  bind(BetSlipViewModel)
    .toDynamicValue(
      (ctx) =>
        new BetSlipViewModel({
          gateway: ctx.get<BetSlipGateway>(BetSlipGateway),
          context$: ctx.get(SessionStreams).betSlipContext$,
          // The slip follows its picks on the same live odds stream as the lists.
          oddsFeed: teeOddsFeed(createSportsBetSlipOddsFeed(ctx.get<SsePort>(SsePort)), slipOddsFrames$),
          // One Idempotency-Key per submit, kept while a submit without an answer is retried.
          retry: { ids: ctx.get<IdGenerator>(IdGenerator), clock: ctx.get<Clock>(Clock) },
        }),
    )
    .inSingletonScope();
});

/** Sports menu (sidebar) and the pre-match lists; picks are marked from the slip. */
export const sportsModule = new ContainerModule(({ bind }) => {
  bind<SportsGateway>(SportsGateway)
    .toDynamicValue((ctx) => createApiSportsGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(SportsMenuViewModel)
    .toDynamicValue((ctx) => new SportsMenuViewModel({ gateway: ctx.get<SportsGateway>(SportsGateway), clock: ctx.get<Clock>(Clock) }))
    .inSingletonScope();
  bind(PrematchListViewModel)
    .toDynamicValue(
      (ctx) =>
        new PrematchListViewModel({
          gateway: ctx.get<SportsGateway>(SportsGateway),
          sse: ctx.get<SsePort>(SsePort),
          clock: ctx.get<Clock>(Clock),
          selectedOddsIds$: sportsSelectedOddsIds(ctx.get(BetSlipViewModel).state$),
        }),
    )
    .inTransientScope(); // one per /europe or /korea screen, disposed when the member leaves it
  bind(InplayListViewModel)
    .toDynamicValue(
      (ctx) =>
        new InplayListViewModel({
          gateway: ctx.get<SportsGateway>(SportsGateway),
          sse: ctx.get<SsePort>(SsePort),
          clock: ctx.get<Clock>(Clock),
          selectedOddsIds$: sportsSelectedOddsIds(ctx.get(BetSlipViewModel).state$),
        }),
    )
    .inTransientScope(); // one per /inplay screen, disposed when the member leaves it
});

/** /bet_result: the member's slips, cancel and delete. */
export const historyModule = new ContainerModule(({ bind }) => {
  bind<BetHistoryGateway>(BetHistoryGateway)
    .toDynamicValue((ctx) => createApiBetHistoryGateway(ctx.get<ApiClient>(ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(BetHistoryViewModel)
    .toDynamicValue(
      (ctx) => new BetHistoryViewModel({ gateway: ctx.get<BetHistoryGateway>(BetHistoryGateway), clock: ctx.get<Clock>(Clock) }),
    )
    // One per /bet_result visit: the screen disposes it on leaving (ui's useScopedViewModel).
    .inTransientScope();
});

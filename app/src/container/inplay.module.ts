import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { BetSlipViewModel } from '@bet/core/bet-slip';
import { Clock, FrameScheduler, SsePort } from '@bet/core/shared';
import { INPLAY_LIVE_BATCH_MS, InplayListViewModel, SportsGateway, sportsSelectedOddsIds } from '@bet/core/sports';
import { SessionStreams } from '@bet/core/feature-links';
import { sportsFavouritesDeps } from './favourites-deps.js';
import { screenFeature } from './lazy-feature.js';
import { resolveToken } from './typed-tokens.js';

/** /inplay: the live list over the sports gateway (betting.module.ts); picks are marked from the slip. */
export const inplayModule = new ContainerModule(({ bind }) => {
  bind(InplayListViewModel)
    .toDynamicValue(
      (ctx) =>
        new InplayListViewModel({
          gateway: resolveToken(ctx, SportsGateway),
          sse: resolveToken(ctx, SsePort),
          clock: resolveToken(ctx, Clock),
          selectedOddsIds$: sportsSelectedOddsIds(ctx.get(BetSlipViewModel).state$),
          // A moved price re-renders its cell, at most once per animation frame.
          frames: resolveToken(ctx, FrameScheduler),
          favourites: sportsFavouritesDeps(resolveToken(ctx, ApiClient), ctx.get(SessionStreams)),
          // Scores, phases and suspended markets change the list together, ten times a second at most.
          liveBatchMs: INPLAY_LIVE_BATCH_MS,
        }),
    )
    .inTransientScope(); // one per /inplay screen, disposed when the member leaves it
});

/** Bound with its route's chunk (routing/inplay-route.tsx). */
export const inplayFeature = screenFeature(inplayModule, InplayListViewModel);

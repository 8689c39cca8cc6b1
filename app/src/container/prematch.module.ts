import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { BetSlipViewModel } from '@bet/core/bet-slip';
import { Clock, FrameScheduler, SsePort } from '@bet/core/shared';
import { PrematchListViewModel, SportsGateway, sportsSelectedOddsIds } from '@bet/core/sports';
import { SessionStreams } from '@bet/core/feature-links';
import { sportsFavouritesDeps } from './favourites-deps.js';
import { screenFeature } from './lazy-feature.js';
import { resolveToken } from './typed-tokens.js';

/** /europe and /korea: the pre-match list over the sports gateway (betting.module.ts); picks are marked from the slip. */
export const prematchModule = new ContainerModule(({ bind }) => {
  bind(PrematchListViewModel)
    .toDynamicValue(
      (ctx) =>
        new PrematchListViewModel({
          gateway: resolveToken(ctx, SportsGateway),
          sse: resolveToken(ctx, SsePort),
          clock: resolveToken(ctx, Clock),
          selectedOddsIds$: sportsSelectedOddsIds(ctx.get(BetSlipViewModel).state$),
          // A moved price re-renders its cell, at most once per animation frame.
          frames: resolveToken(ctx, FrameScheduler),
          favourites: sportsFavouritesDeps(resolveToken(ctx, ApiClient), ctx.get(SessionStreams)),
        }),
    )
    .inTransientScope(); // one per /europe or /korea screen, disposed when the member leaves it
});

/** Bound with its route's chunk (routing/prematch-route.tsx). */
export const prematchFeature = screenFeature(prematchModule, PrematchListViewModel);

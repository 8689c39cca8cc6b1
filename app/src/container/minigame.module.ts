import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import {
  ApiClient,
  BetSlipViewModel,
  Clock,
  createApiMinigameGateway,
  MinigameBoardViewModel,
  MinigameGateway,
  minigameMember$,
  minigameSlipLink,
  SessionViewModel,
} from '@bet/core';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /minigame and /minigame/{provider}: the board view model is per screen (transient, disposed when the member leaves). */
export const minigameModule = new ContainerModule(({ bind }) => {
  bindToken(bind, MinigameGateway)
    .toDynamicValue((ctx) => createApiMinigameGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(MinigameBoardViewModel)
    .toDynamicValue(
      (ctx) =>
        new MinigameBoardViewModel({
          gateway: resolveToken(ctx, MinigameGateway),
          clock: resolveToken(ctx, Clock),
          member$: minigameMember$(ctx.get(SessionViewModel)),
          slip: minigameSlipLink(ctx.get(BetSlipViewModel)),
        }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/minigame-route.tsx): a factory of one view model per visit. */
export const minigameFeature = screenFeature(minigameModule, MinigameBoardViewModel);

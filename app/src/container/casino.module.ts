import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import {
  ApiClient,
  CasinoGateway,
  CasinoLobbyViewModel,
  casinoMember$,
  createApiCasinoGateway,
  GameWindowPort,
  SessionViewModel,
} from '@bet/core';

/** /casino and /slot: the lobby view model is per screen (transient, disposed when the member leaves). */
export const casinoModule = new ContainerModule(({ bind }) => {
  bind<CasinoGateway>(CasinoGateway)
    .toDynamicValue((ctx) => createApiCasinoGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(CasinoLobbyViewModel)
    .toDynamicValue(
      (ctx) =>
        new CasinoLobbyViewModel({
          gateway: ctx.get<CasinoGateway>(CasinoGateway),
          windows: ctx.get<GameWindowPort>(GameWindowPort),
          member$: casinoMember$(ctx.get(SessionViewModel)),
        }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/casino-route.tsx): a factory of one view model per visit. */
export const casinoFeature = screenFeature(casinoModule, CasinoLobbyViewModel);

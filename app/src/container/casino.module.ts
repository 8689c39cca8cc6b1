import { ContainerModule } from 'inversify';
import {
  ApiClient,
  CasinoGateway,
  CasinoLobbyViewModel,
  casinoMember$,
  createApiCasinoGateway,
  GameWindowPort,
  SessionViewModel,
} from '@bet/core';
import { browserGameWindows } from '../game-window.js';

/** /casino and /slot: the lobby view model is per screen (transient, disposed when the member leaves). */
export const casinoModule = new ContainerModule(({ bind }) => {
  bind<CasinoGateway>(CasinoGateway)
    .toDynamicValue((ctx) => createApiCasinoGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind<GameWindowPort>(GameWindowPort).toConstantValue(browserGameWindows);
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

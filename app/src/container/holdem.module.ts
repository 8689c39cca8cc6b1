import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import {
  ApiClient,
  createApiHoldemGateway,
  GameWindowPort,
  HoldemGateway,
  holdemMaintenance$,
  holdemMember$,
  HoldemViewModel,
  SessionViewModel,
} from '@bet/core';

/** /holdem: the gateway is shared, the view model is per screen (transient, disposed when the member leaves). */
export const holdemModule = new ContainerModule(({ bind }) => {
  bind<HoldemGateway>(HoldemGateway)
    .toDynamicValue((ctx) => createApiHoldemGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(HoldemViewModel)
    .toDynamicValue((ctx) => {
      const session = ctx.get(SessionViewModel);
      return new HoldemViewModel({
        gateway: ctx.get<HoldemGateway>(HoldemGateway),
        // The game windows are the ports module's binding (window.open during the click).
        windows: ctx.get<GameWindowPort>(GameWindowPort),
        member$: holdemMember$(session),
        maintenance$: holdemMaintenance$(session),
        refreshMember: () => session.refreshMember(),
      });
    })
    .inTransientScope();
});

/** Bound with its route's chunk (routing/holdem-route.tsx): a factory of one view model per visit. */
export const holdemFeature = screenFeature(holdemModule, HoldemViewModel);

import { ContainerModule } from 'inversify';
import { ApiClient, Clock, createApiJackpotGateway, JackpotGateway, JackpotViewModel } from '@bet/core';

/**
 * The jackpot counter of /, /casino and /slot: the gateway is shared, the view model is per
 * screen (transient: it polls while its screen is shown and is disposed when the member leaves).
 */
export const jackpotModule = new ContainerModule(({ bind }) => {
  bind<JackpotGateway>(JackpotGateway)
    .toDynamicValue((ctx) => createApiJackpotGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(JackpotViewModel)
    .toDynamicValue((ctx) => new JackpotViewModel({ gateway: ctx.get<JackpotGateway>(JackpotGateway), clock: ctx.get<Clock>(Clock) }))
    .inTransientScope();
});

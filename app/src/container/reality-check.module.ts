import { ContainerModule } from 'inversify';
import { ApiClient, Clock, createApiRealityCheckGateway, RealityCheckGateway, RealityCheckViewModel } from '@bet/core';

/** Reality checks: one view model for the whole visit (the game pages and my page's settings share it). */
export const realityCheckModule = new ContainerModule(({ bind }) => {
  bind<RealityCheckGateway>(RealityCheckGateway)
    .toDynamicValue((ctx) => createApiRealityCheckGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(RealityCheckViewModel)
    .toDynamicValue(
      (ctx) => new RealityCheckViewModel({ gateway: ctx.get<RealityCheckGateway>(RealityCheckGateway), clock: ctx.get<Clock>(Clock) }),
    )
    .inSingletonScope();
});

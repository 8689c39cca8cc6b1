import { ContainerModule } from 'inversify';
import { ApiClient, createApiFairnessGateway, FairnessGateway, FairnessViewModel } from '@bet/core';

/** /fairness: the gateway is shared, the view model is per screen (transient, disposed when the member leaves). */
export const fairnessModule = new ContainerModule(({ bind }) => {
  bind<FairnessGateway>(FairnessGateway)
    .toDynamicValue((ctx) => createApiFairnessGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(FairnessViewModel)
    .toDynamicValue((ctx) => new FairnessViewModel({ gateway: ctx.get<FairnessGateway>(FairnessGateway) }))
    .inTransientScope();
});

import { ContainerModule } from 'inversify';
import {
  ApiClient,
  BetSlipViewModel,
  Clock,
  createApiVirtualGateway,
  VirtualBoardViewModel,
  VirtualGateway,
  virtualSlipLink,
} from '@bet/core';

/** /bet365 and /bet365/{game}: the board view model is per screen (transient, disposed when the member leaves). */
export const virtualModule = new ContainerModule(({ bind }) => {
  bind<VirtualGateway>(VirtualGateway)
    .toDynamicValue((ctx) => createApiVirtualGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(VirtualBoardViewModel)
    .toDynamicValue(
      (ctx) =>
        new VirtualBoardViewModel({
          gateway: ctx.get<VirtualGateway>(VirtualGateway),
          clock: ctx.get<Clock>(Clock),
          slip: virtualSlipLink(ctx.get(BetSlipViewModel)),
        }),
    )
    .inTransientScope();
});

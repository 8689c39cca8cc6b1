import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { ActivityStatementGateway, ActivityStatementViewModel, ApiClient, Clock, createApiActivityStatementGateway } from '@bet/core';
import { ApiEndpointsToken, type ApiEndpoints } from '../site-config.js';

/** /mypage/statement: the gateway is shared (the CSV link under the API base), the view model is per screen. */
export const activityStatementModule = new ContainerModule(({ bind }) => {
  bind<ActivityStatementGateway>(ActivityStatementGateway)
    .toDynamicValue((ctx) =>
      createApiActivityStatementGateway(ctx.get<ApiClient>(ApiClient), ctx.get<ApiEndpoints>(ApiEndpointsToken).apiBase),
    )
    .inSingletonScope();
  bind(ActivityStatementViewModel)
    .toDynamicValue(
      (ctx) =>
        new ActivityStatementViewModel({
          gateway: ctx.get<ActivityStatementGateway>(ActivityStatementGateway),
          clock: ctx.get<Clock>(Clock),
        }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/activity-statement-route.tsx): a factory of one view model per visit. */
export const activityStatementFeature = screenFeature(activityStatementModule, ActivityStatementViewModel);

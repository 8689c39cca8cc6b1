import { ContainerModule } from 'inversify';
import type { LazyFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { AttendanceGateway, AttendanceViewModel, createApiAttendanceGateway } from '@bet/core/attendance';
import { Clock } from '@bet/core/shared';
import { createApiPointsGateway, PointExchangeViewModel, PointHistoryViewModel, PointsGateway } from '@bet/core/points';
import { pointsMember$, SessionStreams } from '@bet/core/feature-links';
import { SessionViewModel } from '@bet/core/session';
import { bindToken, resolveToken } from './typed-tokens.js';

/**
 * /point, /mypage/point_history and /mypage/attendance: the gateways are shared, the view
 * models are per screen (transient: built on mount, disposed when the member leaves).
 */
export const pointsModule = new ContainerModule(({ bind }) => {
  bindToken(bind, PointsGateway)
    .toDynamicValue((ctx) => createApiPointsGateway(resolveToken(ctx, ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bindToken(bind, AttendanceGateway)
    .toDynamicValue((ctx) => createApiAttendanceGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(PointExchangeViewModel)
    .toDynamicValue(
      (ctx) =>
        new PointExchangeViewModel({
          gateway: resolveToken(ctx, PointsGateway),
          member$: pointsMember$(ctx.get(SessionViewModel)),
          refreshMember: () => ctx.get(SessionViewModel).refreshMember(),
        }),
    )
    .inTransientScope();
  bind(PointHistoryViewModel)
    .toDynamicValue((ctx) => new PointHistoryViewModel({ gateway: resolveToken(ctx, PointsGateway) }))
    .inTransientScope();
  bind(AttendanceViewModel)
    .toDynamicValue(
      (ctx) =>
        new AttendanceViewModel({
          gateway: resolveToken(ctx, AttendanceGateway),
          clock: resolveToken(ctx, Clock),
          refreshMember: () => ctx.get(SessionViewModel).refreshMember(),
        }),
    )
    .inTransientScope();
});

/** The points pages' factories: one view model per visit. */
export interface PointsScreens {
  readonly createPointExchange: () => PointExchangeViewModel;
  readonly createPointHistory: () => PointHistoryViewModel;
  readonly createAttendance: () => AttendanceViewModel;
}

/** Bound with the points pages' chunk (routing/points-routes.tsx). */
export const pointsFeature: LazyFeature<PointsScreens> = {
  module: pointsModule,
  services: (container) => ({
    createPointExchange: () => container.get(PointExchangeViewModel),
    createPointHistory: () => container.get(PointHistoryViewModel),
    createAttendance: () => container.get(AttendanceViewModel),
  }),
};

import { ContainerModule } from 'inversify';
import type { LazyFeature } from './lazy-feature.js';
import {
  ApiClient,
  AttendanceGateway,
  AttendanceViewModel,
  Clock,
  createApiAttendanceGateway,
  createApiPointsGateway,
  PointExchangeViewModel,
  PointHistoryViewModel,
  PointsGateway,
  pointsMember$,
  SessionStreams,
  SessionViewModel,
} from '@bet/core';

/**
 * /point, /mypage/point_history and /mypage/attendance: the gateways are shared, the view
 * models are per screen (transient: built on mount, disposed when the member leaves).
 */
export const pointsModule = new ContainerModule(({ bind }) => {
  bind<PointsGateway>(PointsGateway)
    .toDynamicValue((ctx) => createApiPointsGateway(ctx.get<ApiClient>(ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind<AttendanceGateway>(AttendanceGateway)
    .toDynamicValue((ctx) => createApiAttendanceGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(PointExchangeViewModel)
    .toDynamicValue(
      (ctx) =>
        new PointExchangeViewModel({
          gateway: ctx.get<PointsGateway>(PointsGateway),
          member$: pointsMember$(ctx.get(SessionViewModel)),
          refreshMember: () => ctx.get(SessionViewModel).refreshMember(),
        }),
    )
    .inTransientScope();
  bind(PointHistoryViewModel)
    .toDynamicValue((ctx) => new PointHistoryViewModel({ gateway: ctx.get<PointsGateway>(PointsGateway) }))
    .inTransientScope();
  bind(AttendanceViewModel)
    .toDynamicValue(
      (ctx) =>
        new AttendanceViewModel({
          gateway: ctx.get<AttendanceGateway>(AttendanceGateway),
          clock: ctx.get<Clock>(Clock),
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

import { ContainerModule } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  ApiClient,
  BoardsGateway,
  BoardsViewModel,
  Clock,
  CommunityNoticeGateway,
  CommunityNoticeViewModel,
  createApiBoardsGateway,
  createApiCommunityNoticeGateway,
  createApiPopupsGateway,
  KeyValueStore,
  PopupsGateway,
  PopupsViewModel,
  SessionStreams,
} from '@bet/core';

/** The member's role as the session changes, null for a visitor. */
const roleOf = (streams: SessionStreams): Observable<number | null> =>
  streams.betSlipContext$.pipe(
    map((c) => (c.loggedIn ? c.role : null)),
    distinctUntilChanged(),
  );

/** Notices, rules, events (pages and the top page's notice widget), the community notice and the site popups. */
export const boardsModule = new ContainerModule(({ bind }) => {
  bind<BoardsGateway>(BoardsGateway)
    .toDynamicValue((ctx) => createApiBoardsGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(BoardsViewModel)
    .toDynamicValue(
      (ctx) =>
        new BoardsViewModel({
          gateway: ctx.get<BoardsGateway>(BoardsGateway),
          currentRole: ctx.get(SessionStreams).role,
          role$: roleOf(ctx.get(SessionStreams)),
        }),
    )
    // One per screen visit (the notice widget, /notice, /rules, /events), disposed by the screen on leaving.
    .inTransientScope();
  bind<CommunityNoticeGateway>(CommunityNoticeGateway)
    .toDynamicValue((ctx) => createApiCommunityNoticeGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(CommunityNoticeViewModel)
    .toDynamicValue(
      (ctx) =>
        new CommunityNoticeViewModel({
          gateway: ctx.get<CommunityNoticeGateway>(CommunityNoticeGateway),
          currentRole: ctx.get(SessionStreams).role,
          role$: roleOf(ctx.get(SessionStreams)),
        }),
    )
    // One per community notice page visit.
    .inTransientScope();
  bind<PopupsGateway>(PopupsGateway)
    .toDynamicValue((ctx) => createApiPopupsGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(PopupsViewModel)
    .toDynamicValue(
      (ctx) =>
        new PopupsViewModel({
          gateway: ctx.get<PopupsGateway>(PopupsGateway),
          store: ctx.get<KeyValueStore>(KeyValueStore),
          clock: ctx.get<Clock>(Clock),
        }),
    )
    // One per top-page visit; the closed-for-today choices live in the KeyValueStore, not in it.
    .inTransientScope();
});

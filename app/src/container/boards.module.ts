import { ContainerModule } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { ApiClient } from '@bet/core/api';
import {
  BoardsGateway,
  BoardsViewModel,
  CommunityNoticeGateway,
  CommunityNoticeViewModel,
  createApiBoardsGateway,
  createApiCommunityNoticeGateway,
} from '@bet/core/boards';
import { Clock, KeyValueStore } from '@bet/core/shared';
import { createApiPopupsGateway, PopupsGateway, PopupsViewModel } from '@bet/core/popups';
import { SessionStreams } from '@bet/core/feature-links';
import { bindToken, resolveToken } from './typed-tokens.js';

/** The member's role as the session changes, null for a visitor. */
const roleOf = (streams: SessionStreams): Observable<number | null> =>
  streams.betSlipContext$.pipe(
    map((c) => (c.loggedIn ? c.role : null)),
    distinctUntilChanged(),
  );

/** Notices, rules, events (pages and the top page's notice widget), the community notice and the site popups. */
export const boardsModule = new ContainerModule(({ bind }) => {
  bindToken(bind, BoardsGateway)
    .toDynamicValue((ctx) => createApiBoardsGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(BoardsViewModel)
    .toDynamicValue(
      (ctx) =>
        new BoardsViewModel({
          gateway: resolveToken(ctx, BoardsGateway),
          currentRole: ctx.get(SessionStreams).role,
          role$: roleOf(ctx.get(SessionStreams)),
        }),
    )
    // One per screen visit (the notice widget, /notice, /rules, /events), disposed by the screen on leaving.
    .inTransientScope();
  bindToken(bind, CommunityNoticeGateway)
    .toDynamicValue((ctx) => createApiCommunityNoticeGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(CommunityNoticeViewModel)
    .toDynamicValue(
      (ctx) =>
        new CommunityNoticeViewModel({
          gateway: resolveToken(ctx, CommunityNoticeGateway),
          currentRole: ctx.get(SessionStreams).role,
          role$: roleOf(ctx.get(SessionStreams)),
        }),
    )
    // One per community notice page visit.
    .inTransientScope();
  bindToken(bind, PopupsGateway)
    .toDynamicValue((ctx) => createApiPopupsGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(PopupsViewModel)
    .toDynamicValue(
      (ctx) =>
        new PopupsViewModel({
          gateway: resolveToken(ctx, PopupsGateway),
          store: resolveToken(ctx, KeyValueStore),
          clock: resolveToken(ctx, Clock),
        }),
    )
    // One per top-page visit; the closed-for-today choices live in the KeyValueStore, not in it.
    .inTransientScope();
});

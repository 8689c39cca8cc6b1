import { ContainerModule } from 'inversify';
import {
  ApiClient,
  BoardsGateway,
  BoardsViewModel,
  Clock,
  createApiBoardsGateway,
  createApiPopupsGateway,
  KeyValueStore,
  PopupsGateway,
  PopupsViewModel,
  SessionStreams,
} from '@bet/core';

/** Notices, rules, events (and the top page's notice widget) and the site popups. */
export const boardsModule = new ContainerModule(({ bind }) => {
  bind<BoardsGateway>(BoardsGateway)
    .toDynamicValue((ctx) => createApiBoardsGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(BoardsViewModel)
    .toDynamicValue(
      (ctx) => new BoardsViewModel({ gateway: ctx.get<BoardsGateway>(BoardsGateway), currentRole: ctx.get(SessionStreams).role }),
    )
    // One per top-page visit (the notice widget), disposed by the screen on leaving.
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

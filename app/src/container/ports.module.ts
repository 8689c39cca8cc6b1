import { ContainerModule } from 'inversify';
import {
  ApiClient,
  Clock,
  createApiClient,
  FrameScheduler,
  GameWindowPort,
  HttpPort,
  IdGenerator,
  KeyValueStore,
  SsePort,
} from '@bet/core';
import { AnimationFrameScheduler, CryptoIdGenerator, EventSourceSsePort, KyHttpPort, SystemClock, WebStorageStore } from '@bet/adapters';
import { csrfFromCookie, openEventSource } from '../browser.js';
import { browserGameWindows } from '../game-window.js';
import { ApiEndpointsToken, type ApiEndpoints } from '../site-config.js';

/** The ports on their browser adapters, and the typed API client over HTTP. */
export const portsModule = new ContainerModule(({ bind }) => {
  bind<HttpPort>(HttpPort)
    .toDynamicValue((ctx) => new KyHttpPort({ baseUrl: ctx.get<ApiEndpoints>(ApiEndpointsToken).apiBase, csrfToken: csrfFromCookie }))
    .inSingletonScope();
  bind<SsePort>(SsePort)
    .toDynamicValue((ctx) => new EventSourceSsePort({ baseUrl: ctx.get<ApiEndpoints>(ApiEndpointsToken).sseBase, create: openEventSource }))
    .inSingletonScope();
  bind<Clock>(Clock)
    .toDynamicValue(() => new SystemClock())
    .inSingletonScope();
  // The paint rhythm: live prices tell their cells at most once per animation frame.
  bind<FrameScheduler>(FrameScheduler)
    .toDynamicValue(() => new AnimationFrameScheduler())
    .inSingletonScope();
  // Idempotency-Keys of money-moving intents (one per slip submit, deposit or withdrawal request).
  bind<IdGenerator>(IdGenerator)
    .toDynamicValue(() => new CryptoIdGenerator())
    .inSingletonScope();
  bind<KeyValueStore>(KeyValueStore)
    .toDynamicValue(() => new WebStorageStore())
    .inSingletonScope();
  // Casino, slot and hold'em open their games in windows opened during the member's click.
  bind<GameWindowPort>(GameWindowPort).toConstantValue(browserGameWindows);
  bind<ApiClient>(ApiClient)
    // Money-moving calls without a key of their own are retried with one key (core's money-retry).
    .toDynamicValue((ctx) =>
      createApiClient(ctx.get<HttpPort>(HttpPort), { retries: { clock: ctx.get<Clock>(Clock), ids: ctx.get<IdGenerator>(IdGenerator) } }),
    )
    .inSingletonScope();
});

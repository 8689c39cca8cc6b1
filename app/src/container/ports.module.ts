import { ContainerModule } from 'inversify';
import { ApiClient, createApiClient } from '@bet/core/api';
import { Clock, FrameScheduler, HttpPort, IdGenerator, KeyValueStore, SsePort } from '@bet/core/shared';
import { GameWindowPort } from '@bet/core/casino';
import { AnimationFrameScheduler, CryptoIdGenerator, EventSourceSsePort, KyHttpPort, SystemClock, WebStorageStore } from '@bet/adapters';
import { csrfFromCookie, openEventSource } from '../browser.js';
import { browserGameWindows } from '../game-window.js';
import { ApiEndpointsToken } from '../site-config.js';
import { bindToken, resolveToken } from './typed-tokens.js';

/** The ports on their browser adapters, and the typed API client over HTTP. */
export const portsModule = new ContainerModule(({ bind }) => {
  bindToken(bind, HttpPort)
    .toDynamicValue((ctx) => new KyHttpPort({ baseUrl: resolveToken(ctx, ApiEndpointsToken).apiBase, csrfToken: csrfFromCookie }))
    .inSingletonScope();
  bindToken(bind, SsePort)
    .toDynamicValue((ctx) => new EventSourceSsePort({ baseUrl: resolveToken(ctx, ApiEndpointsToken).sseBase, create: openEventSource }))
    .inSingletonScope();
  bindToken(bind, Clock)
    .toDynamicValue(() => new SystemClock())
    .inSingletonScope();
  // The paint rhythm: live prices tell their cells at most once per animation frame.
  bindToken(bind, FrameScheduler)
    .toDynamicValue(() => new AnimationFrameScheduler())
    .inSingletonScope();
  // Idempotency-Keys of money-moving intents (one per slip submit, deposit or withdrawal request).
  bindToken(bind, IdGenerator)
    .toDynamicValue(() => new CryptoIdGenerator())
    .inSingletonScope();
  bindToken(bind, KeyValueStore)
    .toDynamicValue(() => new WebStorageStore())
    .inSingletonScope();
  // Casino, slot and hold'em open their games in windows opened during the member's click.
  bindToken(bind, GameWindowPort).toConstantValue(browserGameWindows);
  bindToken(bind, ApiClient)
    // Money-moving calls without a key of their own are retried with one key (core's money-retry).
    .toDynamicValue((ctx) =>
      createApiClient(resolveToken(ctx, HttpPort), { retries: { clock: resolveToken(ctx, Clock), ids: resolveToken(ctx, IdGenerator) } }),
    )
    .inSingletonScope();
});

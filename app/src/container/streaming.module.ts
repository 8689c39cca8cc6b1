import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { Clock, SsePort } from '@bet/core/shared';
import { SportsGateway } from '@bet/core/sports';
import { StreamingViewModel } from '@bet/core/streaming';
import { resolveToken } from './typed-tokens.js';

/**
 * /streaming and /stream: one view model per visit (transient, disposed when the member leaves).
 * It reads the in-play fixtures through the sports gateway and only the 'event' source (no odds
 * stream: the page shows no prices), so it adds no SSE connection beyond what /inplay opens.
 */
export const streamingModule = new ContainerModule(({ bind }) => {
  bind(StreamingViewModel)
    .toDynamicValue(
      (ctx) =>
        new StreamingViewModel({
          gateway: resolveToken(ctx, SportsGateway),
          sse: resolveToken(ctx, SsePort),
          clock: resolveToken(ctx, Clock),
        }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/streaming-route.tsx): a factory of one view model per visit. */
export const streamingFeature = screenFeature(streamingModule, StreamingViewModel);

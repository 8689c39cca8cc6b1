export { DEFAULT_EVENT_NAMES, EventSourceSsePort } from './event-source-sse-port.js';
export type { EventSourceFactory, EventSourceLike, SsePortOptions } from './event-source-sse-port.js';

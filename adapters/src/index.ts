// Public surface of @bet/adapters: core's ports implemented for the browser (and Node where the
// platform has the same API). Each folder is also its own subpath (`@bet/adapters/http`, ...).
export { CSRF_COOKIE_NAME, DEFAULT_TIMEOUT_MS, KyHttpPort, MemoryCookieJar, readCookie, toSearchParams } from './http/index.js';
export type { CookieJar, KyHttpPortOptions } from './http/index.js';
export { DEFAULT_EVENT_NAMES, EventSourceSsePort } from './sse/index.js';
export type { EventSourceFactory, EventSourceLike, SsePortOptions } from './sse/index.js';
export { SystemClock } from './clock/index.js';
export { CryptoIdGenerator } from './ids/index.js';
export { WebStorageStore } from './storage/index.js';
export { AnimationFrameScheduler } from './frames/index.js';
export type { AnimationFrames } from './frames/index.js';

export { CSRF_COOKIE_NAME, MemoryCookieJar, readCookie } from './cookie-jar.js';
export type { CookieJar } from './cookie-jar.js';
export { DEFAULT_TIMEOUT_MS, KyHttpPort, toSearchParams } from './ky-http-port.js';
export type { KyHttpPortOptions } from './ky-http-port.js';

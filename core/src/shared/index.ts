export * from './domain/result.js';
export * from './domain/money.js';
export * from './domain/odds.js';
export * from './domain/kst.js';
export * from './ports/clock.js';
export * from './ports/key-value-store.js';
export * from './ports/http-port.js';
export * from './ports/sse-port.js';

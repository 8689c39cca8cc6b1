export * from './http/cookie-jar.js';
export * from './http/ky-http-port.js';
export * from './sse/event-source-sse-port.js';
export * from './clock/system-clock.js';
export * from './ids/crypto-id-generator.js';
export * from './storage/web-storage-store.js';
export * from './frames/animation-frame-scheduler.js';

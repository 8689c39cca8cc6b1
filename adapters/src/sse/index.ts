export * from './event-source-sse-port.js';

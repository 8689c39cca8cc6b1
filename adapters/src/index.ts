// Public surface of @bet/adapters: core's ports implemented for the browser (and Node where the
// platform has the same API). Each folder is also its own subpath (`@bet/adapters/http`, ...).
export * from './http/index.js';
export * from './sse/index.js';
export * from './clock/index.js';
export * from './ids/index.js';
export * from './storage/index.js';
export * from './frames/index.js';

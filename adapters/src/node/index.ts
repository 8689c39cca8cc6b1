// Adapters for front ends in Node (no browser cookie store, no window): cookies, HTTP and SSE.
export * from './node-cookies.js';
export * from './node-transport.js';
export * from './node-ports.js';

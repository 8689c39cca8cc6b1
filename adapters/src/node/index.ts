// Adapters for front ends in Node (no browser cookie store, no window): cookies, HTTP and SSE.
export { NodeCookies } from './node-cookies.js';
export { createNodeTransport, nodeEventSources } from './node-transport.js';
export type { NodeTransport, NodeTransportOptions } from './node-transport.js';
export { createNodePorts } from './node-ports.js';
export type { NodePorts } from './node-ports.js';

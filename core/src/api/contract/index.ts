/** One contract per API call: wire types (schema + decoder + encoder + types) and call contracts. */
export * from './wire.js';
export * from './wire-containers.js';
export * from './call-contract.js';
export { invoke, toApiCall, type InvokeOptions, type PollOptions } from './invoke.js';

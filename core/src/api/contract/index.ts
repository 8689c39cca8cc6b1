/** One contract per API call: wire types (schema + decoder + encoder + types) and call contracts. */
export {
  bool,
  dateText,
  day,
  flag,
  html,
  id,
  idOrZero,
  int,
  literal,
  MAX_ID,
  MAX_MICRO_USDT,
  MAX_PER_PAGE,
  MAX_POINTS,
  MAX_PRICE,
  MAX_WON,
  microUsdt,
  month,
  nothing,
  number,
  odds,
  pattern,
  points,
  signedWon,
  string,
  text,
  textId,
  unknown,
  wire,
  won,
} from './wire.js';
export type { AnyWire, JsonSchema, Presence, Req, TypeOf, Wire, WireOf } from './wire.js';
export { array, dict, mapped, named, nullable, obj, oneOf, optional, withDefault } from './wire-containers.js';
export type { DomainObject, WireObject } from './wire-containers.js';
export { defineCall, fillPath, routeSchemas } from './call-contract.js';
export type { AnswerOf, CallArgs, CallContract, CallDefinition, ServerTypes } from './call-contract.js';
export { invoke, toApiCall, type InvokeOptions, type PollOptions } from './invoke.js';

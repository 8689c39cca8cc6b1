import { invoke, type PollOptions } from '../contract/index.js';
import { jackpotCall } from '../contracts/jackpot.js';
import type { ApiCaller } from './call.js';

/** The progressive jackpot (ours: spec 9 names only its 30 s poll), from the call's contract. */
export const createJackpotApi = (call: ApiCaller) => ({
  /** GET /jackpot: the pool now and when it was read. */
  read: (poll?: PollOptions) => invoke(call, jackpotCall, {}, poll),
});
export type JackpotApi = ReturnType<typeof createJackpotApi>;

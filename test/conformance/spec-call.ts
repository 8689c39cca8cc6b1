/**
 * One call of spec section 7 as the conformance kit runs it: its one contract (core's
 * `ApiContracts`), who may call it, and the arguments of a harmless run.
 */
import type { CallArgs, CallContract } from '@bet/core/api';

/** Ids and names a run fills in: the test member's after login, placeholders for a guest. */
export interface ProbeContext {
  /** The member's numeric id (`memberId`, a member's `{id}`). */
  readonly memberId: number;
  /** The member's login id (`userId` in paths and queries). */
  readonly userId: string;
}

/** Placeholders a guest's calls carry: the server must refuse them before reading them. */
export const GUEST_CONTEXT: ProbeContext = { memberId: 1, userId: 'guest' };

/**
 * A row id no server has, and a login id no member has: state-changing calls are sent aimed at
 * these, so a server that wrongly skips its CSRF check still changes nothing (the login id is
 * letters and digits, so a sign-up availability check takes it as well formed).
 */
export const NOBODY_ID = 9_007_199_254_740_000;
export const NOBODY_USER_ID = 'conf0nobody';

/**
 * - `public`: anyone may call it (a guest gets the answer).
 * - `member`: a session is needed (a guest gets 401 in the Korean error shape).
 */
export type Access = 'public' | 'member';

export interface SpecCall {
  /** The call as spec 7 writes it (method and path). */
  readonly label: string;
  readonly contract: CallContract;
  readonly access: Access;
  /** The arguments (domain values, encoded by the contract). Writes aim at nothing (see NOBODY_ID). */
  readonly args: (ctx: ProbeContext) => unknown;
  /**
   * A read whose answer may lawfully be a refusal for the arguments the kit can guess on an unknown
   * server (a referral code, a game in maintenance): a 4xx in the Korean error shape conforms too.
   */
  readonly mayRefuse?: boolean;
}

/** A call the kit does not send, with the reason the report shows. */
export interface UnrunCall {
  readonly label: string;
  readonly reason: string;
}

/** Declares a call with its arguments typed by its contract. */
export function specCall<C extends CallContract>(
  label: string,
  contract: C,
  access: Access,
  args: (ctx: ProbeContext) => CallArgs<C>,
  options: { readonly mayRefuse?: boolean } = {},
): SpecCall {
  return { label, contract, access, args, ...options };
}

/** Whether the call changes state: it must carry the CSRF header (docs/api-conventions.md). */
export const isStateChanging = (call: SpecCall): boolean => call.contract.stateChanging;

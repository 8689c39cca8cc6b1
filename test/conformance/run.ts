/**
 * The conformance run: every call of spec 7 through its contract against one server.
 * - As a guest: public reads answer in their contract's shape; every member call is refused
 *   401 in the Korean error shape; GET /auth/me answers a guest (docs/api-conventions.md).
 * - With a test member: the login, the member's reads, every state-changing call sent without
 *   the X-CSRF-Token header (403 `csrf`, nothing changed), then the bet and deposit round trips.
 */
import { ApiContracts as C } from '@bet/core/api';
import { ACCOUNT_CALLS } from './calls-account.js';
import { MONEY_CALLS } from './calls-money.js';
import { PLAY_CALLS, UNRUN_CALLS } from './calls-play.js';
import { betAndCancel, depositAndCancel, logIn, type MemberCredentials } from './flows.js';
import { openKitSession, type KitSession } from './kit-session.js';
import { judgeAnswer, judgeRefusal, kitFault, send } from './probes.js';
import type { ReportRow } from './report.js';
import { GUEST_CONTEXT, isStateChanging, type ProbeContext, type SpecCall } from './spec-call.js';

export const SPEC_CALLS: readonly SpecCall[] = [...ACCOUNT_CALLS, ...MONEY_CALLS, ...PLAY_CALLS];

export interface ConformanceOptions {
  /** Where the spec's paths live, e.g. https://example.com/api. */
  readonly apiBase: string;
  /** A test member: without one the run is read-only. */
  readonly member?: MemberCredentials;
}

/** Runs one probe; a throw inside the kit becomes a failing row rather than a crash. */
async function probe(call: SpecCall, check: string, body: () => Promise<Omit<ReportRow, 'call' | 'check'>>): Promise<ReportRow> {
  try {
    return { call: call.label, check, ...(await body()) };
  } catch (error) {
    return { call: call.label, check, ...kitFault(error) };
  }
}

async function asGuest(session: KitSession): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  const me = await send(session.normal, C.sessionCheckCall, {});
  const guest = judgeAnswer(C.sessionCheckCall, me);
  const isGuest = me.result.ok && me.result.value === null;
  rows.push({
    call: 'GET /auth/me',
    check: 'guest',
    ...(guest.verdict.kind === 'conforms' && !isGuest
      ? { status: guest.status, verdict: { kind: 'fails', why: 'a guest was answered as a member' } }
      : guest),
  });
  for (const call of SPEC_CALLS) {
    const args = call.args(GUEST_CONTEXT);
    if (call.access === 'member') {
      rows.push(await probe(call, 'guest', async () => judgeRefusal(await send(session.normal, call.contract, args), { status: 401 })));
    } else if (!isStateChanging(call)) {
      rows.push(
        await probe(call, 'guest', async () => judgeAnswer(call.contract, await send(session.normal, call.contract, args), call.mayRefuse)),
      );
    }
  }
  return rows;
}

async function asMember(kit: KitSession, me: ProbeContext): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  const session = await send(kit.normal, C.sessionCheckCall, {});
  const check = judgeAnswer(C.sessionCheckCall, session);
  const isMember = session.result.ok && session.result.value !== null;
  rows.push({
    call: 'GET /auth/me',
    check: 'member',
    ...(check.verdict.kind === 'conforms' && !isMember
      ? { status: check.status, verdict: { kind: 'fails', why: 'the member was answered as a guest' } }
      : check),
  });
  for (const call of SPEC_CALLS.filter((c) => c.access === 'member')) {
    const args = call.args(me);
    rows.push(
      isStateChanging(call)
        ? await probe(call, 'member, no CSRF header', async () =>
            judgeRefusal(await send(kit.withoutCsrf, call.contract, args), { status: 403, code: 'csrf' }),
          )
        : await probe(call, 'member', async () => judgeAnswer(call.contract, await send(kit.normal, call.contract, args), call.mayRefuse)),
    );
  }
  await betAndCancel(kit, me, rows);
  await depositAndCancel(kit, rows);
  return rows;
}

const unrun = (): ReportRow[] =>
  UNRUN_CALLS.map((c) => ({ call: c.label, check: '-', status: null, verdict: { kind: 'notRun', why: c.reason } }));

/** Every check's row, in the order they ran. */
export async function runConformance(options: ConformanceOptions): Promise<ReportRow[]> {
  const rows = await asGuest(openKitSession(options.apiBase));
  if (!options.member) {
    rows.push({
      call: 'POST /auth/login',
      check: 'member flow',
      status: null,
      verdict: { kind: 'notRun', why: 'no test member (--member, --password)' },
    });
    return [...rows, ...unrun()];
  }
  const session = openKitSession(options.apiBase);
  const me = await logIn(session, options.member, rows);
  if (me) rows.push(...(await asMember(session, me)));
  return [...rows, ...unrun()];
}

/**
 * The member's round trips (only with a test member): log in, place a pre-match single and cancel
 * it, request a USD deposit and cancel it. Each step goes through its contract with the CSRF
 * header, as core's client sends it; a failed step skips the steps that need its answer.
 */
import { ApiContracts as C, type CallContract } from '@bet/core/api';
import { microUsdt, won, type Odds } from '@bet/core/shared';
import { judgeAnswer, send } from './probes.js';
import type { KitSession } from './kit-session.js';
import type { ReportRow } from './report.js';
import type { ProbeContext } from './spec-call.js';

export interface MemberCredentials {
  readonly userId: string;
  readonly password: string;
  /** The 자동방지코드 the server's captcha pictures show (a test instance's fixed code). */
  readonly captcha?: string;
}

/** Spec 9: the minimum stake. */
const STAKE = won(5_000);
/** A USD deposit request of 10 USDT (it is cancelled at once). */
const USD_DEPOSIT = microUsdt(10_000_000);
/** A price the slip takes on any server (spec 9: bonus minimum 1.3; default max odds 100). */
const PRICE_RANGE = { min: 130, max: 500 };

/** A step's decoded answer when it conformed (`value` is undefined for answers the client ignores). */
type Passed = { readonly value: unknown } | null;
type Step = (label: string, check: string, contract: CallContract, args: unknown) => Promise<Passed>;

/** Runs a step into `rows`; its decoded answer, or null when it did not conform. */
function stepper(session: KitSession, rows: ReportRow[]): Step {
  return async (label, check, contract, args) => {
    const sent = await send(session.normal, contract, args);
    const row = judgeAnswer(contract, sent);
    rows.push({ call: label, check, ...row });
    return row.verdict.kind === 'conforms' && sent.result.ok ? { value: sent.result.value } : null;
  };
}

const skipped = (call: string, check: string): ReportRow => ({
  call,
  check,
  status: null,
  verdict: { kind: 'notRun', why: 'an earlier step did not conform' },
});

/** Logs in (with the captcha when given); the member's ids, or null. */
export async function logIn(session: KitSession, who: MemberCredentials, rows: ReportRow[]): Promise<ProbeContext | null> {
  const step = stepper(session, rows);
  let captcha = {};
  if (who.captcha !== undefined) {
    const challenge = await step('GET /auth/captcha', 'member flow', C.captchaCall, {});
    if (!challenge) return null;
    captcha = { captchaId: (challenge.value as C.CaptchaChallengeDto).id, captchaCode: who.captcha };
  }
  const body = { userId: who.userId, password: who.password, ...captcha };
  const login = await step('POST /auth/login', 'member flow', C.loginCall, { body });
  if (!login) return null;
  const member = login.value as C.MemberDto;
  if (!session.hasCookie('csrf')) {
    rows.push({
      call: 'POST /auth/login',
      check: 'csrf cookie',
      status: null,
      verdict: { kind: 'fails', why: 'no readable csrf cookie set' },
    });
  }
  return { memberId: member.id, userId: member.userId };
}

interface Pick {
  readonly fixture: C.SportsFixtureRowDto;
  readonly market: C.SportsFixtureRowDto['markets'][number];
  readonly odd: C.SportsFixtureRowDto['markets'][number]['odds'][number];
}

function firstOpenPick(fixtures: readonly C.SportsFixtureRowDto[]): Pick | undefined {
  for (const fixture of fixtures)
    for (const market of fixture.markets.filter((m) => !m.suspended))
      for (const odd of market.odds)
        if (!odd.suspended && odd.betPrice >= PRICE_RANGE.min && odd.betPrice <= PRICE_RANGE.max) return { fixture, market, odd };
  return undefined;
}

/** A pre-match single of the minimum stake on the first open price, then its cancel. */
export async function betAndCancel(session: KitSession, me: ProbeContext, rows: ReportRow[]): Promise<void> {
  const step = stepper(session, rows);
  const check = 'member flow';
  const listed = await step('GET /sports-prematch/fixtures', check, C.prematchFixturesCall, { query: { perpage: 100 } });
  const fixtures = listed?.value as C.SportsFixtureRowDto[] | undefined;
  const pick = fixtures && firstOpenPick(fixtures);
  if (!pick) {
    if (fixtures)
      rows.push({
        call: 'GET /sports-prematch/fixtures',
        check,
        status: null,
        verdict: { kind: 'notRun', why: 'no open pre-match price to bet on' },
      });
    rows.push(skipped('POST /sports-prematch/betting', check), skipped('POST /sports-prematch/user/cancelAll/{slipId}', check));
    return;
  }
  const price: Odds = pick.odd.betPrice;
  const leg = {
    betPrice: price,
    fixtureId: pick.fixture.id,
    oddsId: pick.odd.id,
    sportId: pick.fixture.sportId,
    marketId: pick.market.marketId,
    version: pick.odd.version,
    betNameKorean: pick.odd.betNameKorean,
  };
  const body = {
    memberId: me.memberId,
    totalRatio: price,
    amounts: STAKE,
    bettings: [leg],
    gameDetailType: 91,
    gameStyle: 'EU',
    changeFlag: true,
  };
  const placed = await step('POST /sports-prematch/betting', check, C.prematchBetCall, { body });
  if (!placed) {
    rows.push(skipped('POST /sports-prematch/user/cancelAll/{slipId}', check));
    return;
  }
  const slipId = (placed.value as { id: number }).id;
  await step('POST /sports-prematch/user/cancelAll/{slipId}', check, C.betCancelCall, { params: { slipId } });
}

/** A USD deposit request (spec 7's helper), then GET /charge/depositCancel. */
export async function depositAndCancel(session: KitSession, rows: ReportRow[]): Promise<void> {
  const step = stepper(session, rows);
  const check = 'member flow';
  const requested = await step('POST /dewit/deposit (USD deposit helper)', check, C.usdDepositCall, {
    query: { network: 'trx', token: 'USDT', amount: USD_DEPOSIT },
    body: { depositAmount: USD_DEPOSIT },
  });
  if (!requested) {
    rows.push(skipped('GET /charge/depositCancel', check));
    return;
  }
  await step('GET /charge/depositCancel', check, C.cancelLatestDepositCall, {});
}

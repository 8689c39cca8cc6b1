import { createOperatorApiClient, Decode, type OperatorApiClient, type ApiResult } from '@bet/core/api';
import { secondFactorStepOf } from '@bet/core/session';
import { KyHttpPort, MemoryCookieJar } from '@bet/adapters';
import { siteAuthenticator } from './operator-codes.js';
import { SITE_CAPTCHA_CODE } from './site-server.js';

/** core's typed client over the real adapters, with its own cookie jar (one "browser" of its own). */
export interface ApiSession {
  /** The operator's calls included: tests approve, settle and change settings through `api.admin`. */
  readonly api: OperatorApiClient;
  readonly jar: MemoryCookieJar;
  readonly http: KyHttpPort;
}

/** What core's client takes for POST /member/join. */
type JoinInput = Parameters<OperatorApiClient['member']['join']>[0];

export function openApiSession(apiUrl: string): ApiSession {
  const jar = new MemoryCookieJar();
  const http = new KyHttpPort({ baseUrl: apiUrl, cookieJar: jar, timeoutMs: 60_000 });
  return { api: createOperatorApiClient(http), jar, http };
}

/** The value of an ok result, or an error naming the call and the server's answer. */
export async function must<T>(what: string, result: ApiResult<T>): Promise<T> {
  const r = await result;
  if (!r.ok) throw new Error(`${what} failed: ${JSON.stringify(r.error)}`);
  return r.value;
}

/**
 * Signs a visitor up through POST /member/join as the form does: it takes a 자동방지코드 picture
 * from the server (GET /auth/captcha) and answers it with the code the browser tests' site server
 * draws (SITE_CAPTCHA_CODE), which a person would read off the picture.
 */
export async function joinThroughApi(apiUrl: string, input: Omit<JoinInput, 'captchaId' | 'captchaCode'>): Promise<void> {
  const { api } = openApiSession(apiUrl);
  const challenge = await must('captcha picture', api.auth.captcha());
  await must(`sign-up of ${input.userId}`, api.member.join({ ...input, captchaId: challenge.id, captchaCode: SITE_CAPTCHA_CODE }));
}

/**
 * Logs in through POST /auth/login (the server hashes with scrypt: about a second). An operator
 * then answers the second factor with the site's authenticator (enrolling on the first login).
 */
export async function loggedInSession(apiUrl: string, userId: string, password: string): Promise<ApiSession> {
  const session = openApiSession(apiUrl);
  const login = await session.api.auth.login({ userId, password });
  const step = login.ok ? null : secondFactorStepOf(login.error);
  if (!step) {
    await must(`login as ${userId}`, Promise.resolve(login));
    return session;
  }
  const { authenticator, now, skip } = siteAuthenticator(apiUrl);
  if (step.enrolment) authenticator.enrol(userId, step.enrolment.secret);
  const code = await authenticator.nextCode(userId, now, skip ? async (ms) => skip(ms) : undefined);
  await must(`second factor of ${userId}`, session.api.auth.secondFactor(step.challenge, code));
  return session;
}

const pendingMembersDecoder = Decode.array(Decode.object({ id: Decode.integer, userId: Decode.string, status: Decode.string }));
const chargesDecoder = Decode.array(Decode.object({ id: Decode.integer, memberId: Decode.integer, depositAmount: Decode.number }));

/**
 * The operator's side of the loop through the admin API (there is no admin screen): approve a
 * sign-up, approve a deposit, enter a fixture's result. Lists go through the client's shared caller.
 */
export class AdminDesk {
  constructor(readonly session: ApiSession) {}

  static async open(apiUrl: string, userId: string, password: string): Promise<AdminDesk> {
    return new AdminDesk(await loggedInSession(apiUrl, userId, password));
  }

  get api(): OperatorApiClient {
    return this.session.api;
  }

  async approveSignUp(userId: string): Promise<number> {
    const pending = await must(
      'list pending members',
      this.api.call({
        method: 'GET',
        path: '/admin/members',
        query: { status: 'pending', page: 1, perpage: 100 },
        decoder: pendingMembersDecoder,
      }),
    );
    const member = pending.find((m) => m.userId === userId);
    if (!member) throw new Error(`${userId} is not waiting for approval: ${JSON.stringify(pending)}`);
    await must(`approve ${userId}`, this.api.admin.approveMember(member.id));
    return member.id;
  }

  /** Approves the member's one waiting charge (deposit) of this amount; returns its id. */
  async approveWaitingCharge(memberId: number, amount: number): Promise<number> {
    const waiting = await must(
      'list waiting charges',
      this.api.call({ method: 'GET', path: '/admin/charges', query: { status: 0, page: 1, perpage: 100 }, decoder: chargesDecoder }),
    );
    const charge = waiting.find((c) => c.memberId === memberId && c.depositAmount === amount);
    if (!charge) throw new Error(`no waiting charge of ${amount} for member ${memberId}: ${JSON.stringify(waiting)}`);
    await must(`approve charge ${charge.id}`, this.api.admin.approveCharge(charge.id));
    return charge.id;
  }

  /** Enters a fixture's result for one market type with the final score: these odds win, the market's others lose. */
  async enterResult(
    fixtureId: number,
    marketTypeId: number,
    winningOddsIds: readonly number[],
    score: { readonly home: number; readonly away: number },
  ): Promise<void> {
    await must(
      `result of fixture ${fixtureId}`,
      this.api.admin.settleFixture(fixtureId, {
        markets: [{ marketId: marketTypeId, winningOddsIds }],
        homeScore: score.home,
        awayScore: score.away,
      }),
    );
  }
}

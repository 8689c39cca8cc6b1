/**
 * # The typed API client
 *
 * `createApiClient(http)` wraps a `HttpPort` into one typed method per call of spec section 7,
 * plus the auth calls of docs/api-conventions.md and a few admin calls for end-to-end tests.
 * Paths are written exactly as the spec writes them (with a leading slash, odd spellings kept:
 * `/deposot-account-confirm`, `/virtureBetting/soccer`, `/card/roulleteCount/{memberId}`,
 * `/point/allPoinToCash/{userId}`); the adapter adds the `/api` base.
 *
 * Every method returns `Promise<Result<T, ApiError>>` and never throws (see ./client/call.ts):
 * transport -> 'transport'; 555/556/406/500/600 -> 'session' and published on `sessionSignals$`;
 * other non-2xx -> 'http' (server `message` or the spec's default); bad data -> 'decode' with a path.
 * Money-moving calls set `moneyMoving: true`, so the adapter adds one `Idempotency-Key`.
 *
 * Families (client file / contract file):
 * - auth      login, logout, me                                  client/auth.ts      contracts/auth.ts
 * - member    member record, passwords, availability, join, code client/member.ts    contracts/member.ts
 * - settings  site, sign-up, banks, codes, labels, bet limits    client/settings.ts  contracts/settings.ts
 * - support   member and non-member inquiries                    client/support.ts   contracts/support.ts
 * - messages  memo list, counts, read, delete                    client/messages.ts  contracts/messages.ts
 * - points    point conversion history                           client/points.ts    contracts/points.ts
 * - money     point to cash, casino transfers, USD conversions   client/money.ts     contracts/money.ts
 * - charge    deposits, withdrawals, USD deposit/withdrawal      client/charge.ts    contracts/charge.ts
 * - roulette  coupons and spins                                  client/roulette.ts  contracts/roulette.ts
 * - attendance check-in days and today's check-in              client/attendance.ts contracts/attendance.ts
 * - boards    notices, rules, events, board, popups              client/boards.ts    contracts/boards.ts
 * - sports    menus, fixture lists, bonuses, bet history, cancel  client/sports.ts  contracts/sports.ts
 * - betting   prematch, virtual and in-play bets                 client/sports-betting.ts contracts/sports-betting.ts
 * - minigame  settings and bets                                  client/minigame.ts  contracts/minigame.ts
 * - games     real-poker and hold'em accounts and links          client/games.ts     contracts/games.ts
 * - files     download path                                      client/files.ts     contracts/files.ts
 * - admin     approvals, settlement, answers, messages, boards, settings: createOperatorApiClient (tests only)
 *
 * Member keys: a `userId` is the login id (text); `memberId` and a member `{id}` are the numeric id.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import type { HttpPort } from '../shared/ports/http-port.js';
import { createAdminApi } from './client/admin.js';
import { createAttendanceApi } from './client/attendance.js';
import { createAuthApi } from './client/auth.js';
import { createBoardsApi } from './client/boards.js';
import { createApiCaller } from './client/call.js';
import { withMoneyRetries, type MoneyCallRetryDeps } from './client/money-retry.js';
import type { MoneyRetryProgress } from '../shared/application/money-intent.js';
import { createChargeApi } from './client/charge.js';
import { createFavouritesApi } from './client/favourites.js';
import { createFilesApi } from './client/files.js';
import { createGamesApi } from './client/games.js';
import { createMemberApi } from './client/member.js';
import { createMessagesApi } from './client/messages.js';
import { createMinigameApi } from './client/minigame.js';
import { createMoneyApi } from './client/money.js';
import { createPointsApi } from './client/points.js';
import { createRouletteApi } from './client/roulette.js';
import { createSettingsApi } from './client/settings.js';
import { createBettingApi } from './client/sports-betting.js';
import { createSportsApi } from './client/sports.js';
import { createSupportApi } from './client/support.js';
import { portToken } from '../shared/ports/port-token.js';

/**
 * `retries`: with a clock and an id source, every money-moving call without a key of its own is
 * retried on "no answer" with one Idempotency-Key (client/money-retry.ts); without, one attempt.
 */
export function createApiClient(http: HttpPort, options: { readonly retries?: MoneyCallRetryDeps } = {}) {
  const signals = new Subject<number>();
  const retrying = new BehaviorSubject<MoneyRetryProgress | null>(null);
  const plain = createApiCaller(http, signals);
  const call = options.retries ? withMoneyRetries(plain, options.retries, retrying) : plain;
  return {
    /** Session statuses (555, 556, 406, 500, 600) as they arrive, for the Session feature. */
    sessionSignals$: signals.asObservable(),
    /** A money-moving call being retried ('재시도 중입니다… (2/3)'), null when none is. */
    moneyRetries$: retrying.asObservable(),
    /** The shared caller, for client families a feature builds itself (casino, mini-game rounds),
     * so their session statuses still reach `sessionSignals$`. */
    call,
    auth: createAuthApi(call),
    member: createMemberApi(call),
    settings: createSettingsApi(call),
    support: createSupportApi(call),
    messages: createMessagesApi(call),
    points: createPointsApi(call),
    money: createMoneyApi(call),
    charge: createChargeApi(call),
    roulette: createRouletteApi(call),
    attendance: createAttendanceApi(call),
    boards: createBoardsApi(call),
    sports: createSportsApi(call),
    favourites: createFavouritesApi(call),
    betting: createBettingApi(call),
    minigame: createMinigameApi(call),
    games: createGamesApi(call),
    files: createFilesApi(call),
  };
}

/**
 * The client plus the operator's calls (approvals, settlement, answers, settings) that the tests
 * drive the site with. Not part of `createApiClient`: the site's back office reads through its
 * own gateways, and a member's first download should not carry the operator's contracts.
 */
export function createOperatorApiClient(http: HttpPort, options: { readonly retries?: MoneyCallRetryDeps } = {}) {
  const api = createApiClient(http, options);
  return { ...api, admin: createAdminApi(api.call) };
}

export type OperatorApiClient = ReturnType<typeof createOperatorApiClient>;

export type ApiClient = ReturnType<typeof createApiClient>;
/** Token for binding the client in a container (symbol beside the type, like the ports). */
export const ApiClient = portToken<ApiClient>('ApiClient');

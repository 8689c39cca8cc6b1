import { Decode } from '@bet/core/api';
import { odds, oddsFromPrice, won } from '@bet/core/shared';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { loggedInSession, must, type ApiSession } from './api-session.js';
import { memberIdOf } from './site-in-chromium.js';
import type { SiteServer } from './site-server.js';

/**
 * Some play before the back offices are walked, so their lists and figures show rows rather than
 * 'no entries': two demo members (member02 under partner01, member01 under recomm01) ask for a
 * deposit, and member02 places a pre-match single and a mini-game bet (the site must run rounds),
 * all through the API as the site would send them.
 */

const STAKE = 10_000;
const DEPOSIT = 30_000;
const password = (userId: string): string => DEMO_ACCOUNTS.find((a) => a.userId === userId)!.password;

const fixturesDecoder = Decode.array(
  Decode.object({
    id: Decode.integer,
    sportId: Decode.integer,
    markets: Decode.array(
      Decode.object({
        marketId: Decode.integer,
        suspended: Decode.boolean,
        odds: Decode.array(
          Decode.object({
            id: Decode.integer,
            betPrice: Decode.number,
            version: Decode.integer,
            betNameKorean: Decode.string,
            suspended: Decode.boolean,
          }),
        ),
      }),
    ),
  }),
);

interface BoardRound {
  readonly round: number;
  readonly picks: readonly { readonly oddsId: number; readonly name: string; readonly betPrice: number }[];
}

async function requestDeposit(member: ApiSession, memberId: number, name: string): Promise<void> {
  await must(
    `${name}'s deposit request`,
    member.api.charge.requestDeposit({ memberId, depositAmount: won(DEPOSIT), depositName: name, type: 0, pointType: 3 }),
  );
}

/** A pre-match single of STAKE on the first open price between 1.30 and 5.00; `key` is its Idempotency-Key. */
export async function prematchSingle(member: ApiSession, memberId: number, key = 'e2e-back-office-prematch'): Promise<void> {
  const fixtures = await must(
    'fixtures',
    member.api.call({ method: 'GET', path: '/sports-prematch/fixtures', query: { perpage: 100 }, decoder: fixturesDecoder }),
  );
  const pick = fixtures
    .flatMap((f) => f.markets.filter((m) => !m.suspended).flatMap((m) => m.odds.filter((o) => !o.suspended).map((o) => ({ f, m, o }))))
    .find((p) => p.o.betPrice >= 1.3 && p.o.betPrice <= 5)!;
  const price = oddsFromPrice(pick.o.betPrice)!;
  await must(
    'pre-match single',
    member.api.betting.prematch(
      {
        memberId,
        totalRatio: odds(price),
        amounts: won(STAKE),
        bettings: [
          {
            betPrice: price,
            fixtureId: pick.f.id,
            oddsId: pick.o.id,
            sportId: pick.f.sportId,
            marketId: pick.m.marketId,
            version: pick.o.version,
            betNameKorean: pick.o.betNameKorean,
          },
        ],
        gameDetailType: 91,
        gameStyle: 'EU',
        changeFlag: true,
      },
      { idempotencyKey: key },
    ),
  );
}

/** A bet of STAKE on the first pick of lotus powerball's (301) first open round; `key` is its Idempotency-Key. */
export async function miniGameBet(site: SiteServer, member: ApiSession, memberId: number, key = 'e2e-back-office-minigame'): Promise<void> {
  const board = (await (await fetch(`${site.apiUrl}/minigame/rounds?gameId=301`)).json()) as { rounds: BoardRound[] };
  const round = board.rounds[0]!;
  const pick = round.picks[0]!;
  const price = oddsFromPrice(pick.betPrice)!;
  await must(
    'mini-game bet',
    member.api.minigame.bet(
      {
        memberId,
        amounts: won(STAKE),
        totalRatio: odds(price),
        gameDetailType: 301,
        bettings: [{ oddsId: pick.oddsId, betPrice: price, name: pick.name, round: round.round, gameId: 301 }],
      },
      { idempotencyKey: key },
    ),
  );
}

export async function playBeforeTheWalk(site: SiteServer): Promise<void> {
  const player = await loggedInSession(site.apiUrl, 'member02', password('member02'));
  const playerId = await memberIdOf(site, 'member02');
  await requestDeposit(player, playerId, '두리회원');
  await prematchSingle(player, playerId);
  await miniGameBet(site, player, playerId);
  const other = await loggedInSession(site.apiUrl, 'member01', password('member01'));
  await requestDeposit(other, await memberIdOf(site, 'member01'), '하나회원');
}

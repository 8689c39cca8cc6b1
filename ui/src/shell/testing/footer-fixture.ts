import type { BetSlipContext, BetSlipEntry } from '@bet/core/bet-slip';
import { odds } from '@bet/core/shared';

export const MEMBER_CONTEXT_FOR_FOOTER: BetSlipContext = { loggedIn: true, memberId: 7, userId: 'member01', role: 2, cash: 150_000 };

/** One prematch pick at 1.85. */
export function oneSlipPick(): BetSlipEntry {
  return {
    id: 1001,
    betPrice: odds(185),
    betChangedPrice: null,
    fixtureId: 501,
    sportId: 6046,
    marketId: 1,
    marketName: '1X2',
    marketNameKorean: '승무패',
    version: 1,
    betName: '1',
    betNameKorean: '홈승',
    betLine: null,
    betBaseline: null,
    slipName: '홈승',
    gameInfo: { home_participants_name: '홈팀', away_participants_name: '원정팀', league_name: '리그', sport_id: 6046 },
  };
}

import { odds } from '../../shared/domain/odds.js';
import { decodeRejectedOdds, oddsMovesFor } from './rejected-odds.js';
import { slipEntry } from '../testing/bet-slip-fixtures.js';

describe('rejected odds', () => {
  it('reads the new odds of a 409 body and pairs them with the old prices', () => {
    const rejection = decodeRejectedOdds({
      message: 'x',
      comment: '배당이 변경되었습니다',
      bettings: [{ oddsId: 1, betPrice: 1.7, version: 4 }, { oddsId: 2, betPrice: '2.259' }, { oddsId: 'bad', betPrice: 1 }, null],
    });
    expect(rejection).toEqual({
      comment: '배당이 변경되었습니다',
      odds: [
        { oddsId: 1, price: 170, version: 4 },
        { oddsId: 2, price: 225, version: null },
      ],
    });
    expect(decodeRejectedOdds({ comment: ' ', odds: [{ oddsId: 3, betPrice: 2 }] })).toEqual({
      comment: null,
      odds: [{ oddsId: 3, price: 200, version: null }],
    });
    const entries = [slipEntry({ id: 1, price: 185, betNameKorean: '홈승' })];
    expect(oddsMovesFor(entries, rejection?.odds ?? [])).toEqual([
      { oddsId: 1, betNameKorean: '홈승', oldPrice: odds(185), newPrice: odds(170) },
    ]);
  });

  it('returns null for bodies without usable odds', () => {
    expect(decodeRejectedOdds(undefined)).toBeNull();
    expect(decodeRejectedOdds({ message: 'x' })).toBeNull();
    expect(decodeRejectedOdds({ odds: [{ oddsId: 1, betPrice: -3 }] })).toBeNull();
  });
});

import { addBetToSlip, betSlipActiveEntries, changeBetInSlip, removeBetFromSlip } from './bet-slip.js';
import { bonusQualifyingFolderCount, bonusSlipEntry, isBonusEntry } from './bonus-rules.js';
import { odds } from '../../shared/domain/odds.js';
import { buildPrematchBetPayload } from './payloads.js';
import { won } from '../../shared/domain/money.js';
import type { BetSlipState } from './bet-slip.types.js';
import { addAll, bonusEntry, slipEntry } from '../testing/bet-slip-fixtures.js';

const withBonus = (): BetSlipState =>
  addAll([slipEntry({ id: 11, fixtureId: 1, price: 150 }), slipEntry({ id: 12, fixtureId: 2, price: 130 }), bonusEntry(2)]);

describe('BetSlip bonus rules', () => {
  it('recognises the bonus by market name or market id -1', () => {
    expect(isBonusEntry(bonusEntry(3))).toBe(true);
    expect(isBonusEntry(slipEntry({ id: 1, marketId: -1, marketName: 'x' }))).toBe(true);
    expect(isBonusEntry(slipEntry({ id: 1 }))).toBe(false);
  });

  it('counts only picks at 1.30 or more outside market -1 as folders', () => {
    expect(bonusQualifyingFolderCount([slipEntry({ id: 1, price: 130 }), slipEntry({ id: 2, price: 129 }), bonusEntry(3, 200)])).toBe(1);
  });

  it('refuses to add a pick below 1.30 while a bonus is present', () => {
    const s = withBonus();
    const out = addBetToSlip(s, slipEntry({ id: 13, fixtureId: 3, price: 129 }));
    expect(out.state).toBe(s);
    expect(out.result).toEqual({
      ok: false,
      error: { kind: 'bonusMinOdds', message: '보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.' },
    });
    expect(addBetToSlip(s, slipEntry({ id: 13, fixtureId: 3, price: 130 })).result.ok).toBe(true);
  });

  it('refuses to change a pick to one below 1.30 while a bonus is present', () => {
    const out = changeBetInSlip(withBonus(), slipEntry({ id: 21, fixtureId: 1, price: 120 }));
    expect(out.result).toEqual({
      ok: false,
      error: { kind: 'bonusMinOddsChange', message: '보너스 배당이 추가되어 1.3 이하 배당으로 변경할 수 없습니다.' },
    });
  });

  it('refuses a removal that leaves fewer qualifying folders than the bonus needs', () => {
    const s = withBonus();
    const out = removeBetFromSlip(s, 12);
    expect(out.state).toBe(s);
    expect(out.result).toEqual({
      ok: false,
      error: {
        kind: 'bonusFolderShortage',
        message: '보너스 배당은 1.3 이상 배당 2폴더 이상이 필요합니다. 보너스 배당을 먼저 삭제해주세요.',
      },
    });
    // The same applies to the toggle (adding the same pick again).
    expect(addBetToSlip(s, slipEntry({ id: 12, fixtureId: 2, price: 130 })).result.ok).toBe(false);
  });

  it('refuses changing to a bigger bonus than the folders allow and allows removing the bonus itself', () => {
    const s = withBonus();
    const bigger = changeBetInSlip(s, bonusEntry(3));
    expect(bigger.result).toEqual({
      ok: false,
      error: { kind: 'bonusNeedsFolders', message: '보너스 배당은 1.3 이상 배당 3폴더 이상 선택 시 추가할 수 있습니다.' },
    });
    const removed = removeBetFromSlip(s, 2);
    expect(removed.result.ok).toBe(true);
    expect(betSlipActiveEntries(removed.state).some(isBonusEntry)).toBe(false);
    expect(removeBetFromSlip(removed.state, 12).result.ok).toBe(true);
  });

  it('swaps one bonus for another', () => {
    const s = addAll([slipEntry({ id: 13, fixtureId: 3, price: 200 })], withBonus());
    const out = addBetToSlip(s, bonusEntry(3, 105));
    expect(out.result).toEqual({ ok: true, value: { added: 3, removed: [2] } });
    expect(
      betSlipActiveEntries(out.state)
        .filter(isBonusEntry)
        .map((e) => e.id),
    ).toEqual([3]);
  });

  it('refuses a bonus while a pick below 1.30 is in the slip', () => {
    const s = addAll([slipEntry({ id: 11, fixtureId: 1, price: 125 }), slipEntry({ id: 12, fixtureId: 2, price: 150 })]);
    expect(addBetToSlip(s, bonusEntry(1)).result).toEqual({
      ok: false,
      error: { kind: 'bonusBlockedByLowOdds', message: '1.3 미만 배당이 포함되어 있어 보너스 배당을 추가할 수 없습니다.' },
    });
  });

  it('lets a replacing pick of 1.30 or more through while a bonus is present', () => {
    const out = addBetToSlip(withBonus(), slipEntry({ id: 31, fixtureId: 1, price: 140 }));
    expect(out.result).toEqual({ ok: true, value: { added: 31, removed: [11] } });
  });

  it('builds the picker entry of a server offer: id = folders, market -1, not a folder of the bet', () => {
    const bonus = bonusSlipEntry({ folders: 3, price: odds(103) });
    expect(bonus).toMatchObject({ id: 3, betPrice: 103, marketId: -1, marketName: 'Bonus', betNameKorean: '3폴더 이상 보너스' });
    expect(isBonusEntry(bonus)).toBe(true);
    const picks = [1, 2, 3].map((i) => slipEntry({ id: 40 + i, fixtureId: i, price: 150 }));
    const slip = addAll([...picks, bonus]);
    const payload = buildPrematchBetPayload({
      memberId: 1,
      amount: won(10_000),
      entries: betSlipActiveEntries(slip),
      style: 'europe',
      changeFlag: false,
    });
    expect(payload.gameDetailType).toBe(93);
    expect(payload.bettings.at(-1)).toEqual({
      betPrice: odds(103),
      fixtureId: -1,
      oddsId: 3,
      sportId: -1,
      marketId: -1,
      version: 0,
      betNameKorean: '3폴더 이상 보너스',
    });
  });
});

import { banTypeOf, memberTypeOf, withdrawalTypeOf } from './member-kinds.js';
import { usableBanks } from './session-user.js';
import { isSessionAdmin, mayUsePartnerArea, sessionUser, SESSION_LOGGED_OUT, sessionLoggedIn } from './session-state.js';
import { aSessionUser } from '../testing/session-fixtures.js';

describe('session user helpers', () => {
  it('keeps only the bank rows whose useFlag is on, without the flag', () => {
    const rows = [
      { useFlag: true, bankCode: 4, bankName: '국민은행', codeId: '004', codeName: 'KB' },
      { useFlag: false, bankCode: 11, bankName: '농협', codeId: '011', codeName: 'NH' },
    ];
    expect(usableBanks(rows)).toEqual([{ bankCode: 4, bankName: '국민은행', codeId: '004', codeName: 'KB' }]);
  });

  it('recognises the admin only with type 1, role 10 and withdrawalType 0', () => {
    expect(isSessionAdmin(aSessionUser({ type: 'partner', role: 10, withdrawalType: 'normal' }))).toBe(true);
    expect(isSessionAdmin(aSessionUser({ type: 'recommender', role: 10, withdrawalType: 'normal' }))).toBe(false);
    expect(isSessionAdmin(aSessionUser({ type: 'partner', role: 9, withdrawalType: 'normal' }))).toBe(false);
    expect(isSessionAdmin(aSessionUser({ type: 'partner', role: 10, withdrawalType: 'restricted' }))).toBe(false);
  });

  it('lets only unbanned type 1 or 2 users into partner areas', () => {
    expect(mayUsePartnerArea(aSessionUser({ type: 'partner' }))).toBe(true);
    expect(mayUsePartnerArea(aSessionUser({ type: 'recommender' }))).toBe(true);
    expect(mayUsePartnerArea(aSessionUser({ type: 'member' }))).toBe(false);
    expect(mayUsePartnerArea(aSessionUser({ type: 'recommender', banType: 'banned' }))).toBe(false);
  });

  it('gives the user of a session, or null for a visitor', () => {
    const user = aSessionUser();
    expect(sessionUser(sessionLoggedIn(user))).toBe(user);
    expect(sessionUser(SESSION_LOGGED_OUT)).toBeNull();
  });
});

describe('the member codes decoded once into named values (issue 8 item 6)', () => {
  it('names type 0/1/2, banType 0 and withdrawalType 0, and anything else as unknown, banned, restricted', () => {
    expect([0, 1, 2, 7].map(memberTypeOf)).toEqual(['member', 'partner', 'recommender', 'unknown']);
    expect([0, 1, 3].map(banTypeOf)).toEqual(['none', 'banned', 'banned']);
    expect([0, 1].map(withdrawalTypeOf)).toEqual(['normal', 'restricted']);
  });
});

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
    expect(isSessionAdmin(aSessionUser({ type: 1, role: 10, withdrawalType: 0 }))).toBe(true);
    expect(isSessionAdmin(aSessionUser({ type: 2, role: 10, withdrawalType: 0 }))).toBe(false);
    expect(isSessionAdmin(aSessionUser({ type: 1, role: 9, withdrawalType: 0 }))).toBe(false);
    expect(isSessionAdmin(aSessionUser({ type: 1, role: 10, withdrawalType: 1 }))).toBe(false);
  });

  it('lets only unbanned type 1 or 2 users into partner areas', () => {
    expect(mayUsePartnerArea(aSessionUser({ type: 1 }))).toBe(true);
    expect(mayUsePartnerArea(aSessionUser({ type: 2 }))).toBe(true);
    expect(mayUsePartnerArea(aSessionUser({ type: 0 }))).toBe(false);
    expect(mayUsePartnerArea(aSessionUser({ type: 2, banType: 1 }))).toBe(false);
  });

  it('gives the user of a session, or null for a visitor', () => {
    const user = aSessionUser();
    expect(sessionUser(sessionLoggedIn(user))).toBe(user);
    expect(sessionUser(SESSION_LOGGED_OUT)).toBeNull();
  });
});

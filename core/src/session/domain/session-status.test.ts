import fc from 'fast-check';
import { SESSION_STATUS_CODES, sessionEventForStatus } from './session-status.js';

describe('sessionEventForStatus', () => {
  it('logs out on 555 with the logged-in-elsewhere message', () => {
    expect(sessionEventForStatus(555)).toEqual({
      kind: 'logout',
      reason: 'loggedInElsewhere',
      message: '다른 기기에서 로그인되어 로그아웃됩니다.',
      blankPage: false,
    });
  });

  it('logs out on 556 with the logged-out message', () => {
    expect(sessionEventForStatus(556)).toEqual({ kind: 'logout', reason: 'loggedOut', message: '로그아웃 되었습니다.', blankPage: false });
  });

  it('logs out on 406 with the blocked-IP message and blanks the page', () => {
    expect(sessionEventForStatus(406)).toEqual({ kind: 'logout', reason: 'blockedIp', message: '차단된 IP입니다.', blankPage: true });
  });

  it('logs out on 500 with the unexpected-problem message', () => {
    expect(sessionEventForStatus(500)).toEqual({
      kind: 'logout',
      reason: 'unexpectedProblem',
      message: '예기치 않은 문제가 발생했습니다.',
      blankPage: false,
    });
  });

  it('blanks the page on 600 without logging out', () => {
    expect(sessionEventForStatus(600)).toEqual({ kind: 'blankPage' });
  });

  it('gives no session effect for any other status', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }).filter((s) => !(SESSION_STATUS_CODES as readonly number[]).includes(s)),
        (status) => {
          expect(sessionEventForStatus(status)).toBeNull();
        },
      ),
    );
  });
});

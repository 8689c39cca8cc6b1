import fc from 'fast-check';
import { parseKstDateTime } from '../../shared/domain/kst.js';
import { aSessionUser } from '../testing/session-fixtures.js';
import { keepsSessionMarker, SESSION_MARKER_TTL_MS, sessionMarkerValue } from './session-marker.js';
import { SESSION_LOGGED_OUT, sessionLoggedIn } from './session-state.js';

describe('session marker', () => {
  it('reads now plus 30 minutes in KST as YYYY-MM-DD HH:mm:ss', () => {
    // 2026-11-22 23:40:05 KST + 30 min crosses midnight.
    expect(sessionMarkerValue(Date.UTC(2026, 10, 22, 14, 40, 5))).toBe('2026-11-23 00:10:05');
  });

  it('parses back to exactly 30 minutes after now (to the second)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (seconds) => {
        const now = seconds * 1000;
        expect(parseKstDateTime(sessionMarkerValue(now))).toBe(now + SESSION_MARKER_TTL_MS);
      }),
    );
  });

  it('belongs only to logged-in members whose numeric type is 0', () => {
    expect(keepsSessionMarker(sessionLoggedIn(aSessionUser({ type: 'member' })))).toBe(true);
    expect(keepsSessionMarker(sessionLoggedIn(aSessionUser({ type: 'partner' })))).toBe(false);
    expect(keepsSessionMarker(sessionLoggedIn(aSessionUser({ type: 'recommender', userType: 'G' })))).toBe(false);
    expect(keepsSessionMarker(SESSION_LOGGED_OUT)).toBe(false);
  });
});

import { banTypeOf, memberTypeOf, withdrawalTypeOf } from './member-kinds.js';
import fc from 'fast-check';
import { aSessionUser, someSessionSettings } from '../testing/session-fixtures.js';
import { guardRoute, type SessionGuardInput } from './route-guard.js';
import { parseSessionLocation, queryValue } from './route-location.js';
import { SESSION_LOGGED_OUT, sessionLoggedIn } from './session-state.js';

const segment = fc.constantFrom(
  'partner',
  'recommender',
  'mypage',
  'korea',
  'europe',
  'maintenance',
  'admin',
  'login',
  'auth',
  'deposit',
  'events',
  'casino',
  'pt',
  'calc',
  'bet_result',
);
const path = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
const query = fc.record(
  { joinCd: fc.constantFrom('', ' ', 'AB12'), sportId: fc.constantFrom('6046', 'x y'), mtpt: fc.constant('5') },
  { requiredKeys: [] },
);
const user = fc.record({
  type: fc.integer({ min: 0, max: 3 }).map(memberTypeOf),
  role: fc.constantFrom(0, 1, 5, 10),
  withdrawalType: fc.integer({ min: 0, max: 1 }).map(withdrawalTypeOf),
  banType: fc.integer({ min: 0, max: 1 }).map(banTypeOf),
  userType: fc.constantFrom('G', 'A', 'T'),
});
const session = fc.option(user, { nil: null }).map((u) => (u === null ? SESSION_LOGGED_OUT : sessionLoggedIn(aSessionUser(u))));
const settings = fc.option(
  fc.boolean().map((on) => someSessionSettings({ siteNoticeFlg: on })),
  { nil: null },
);

const input: fc.Arbitrary<SessionGuardInput> = fc.record({
  path,
  query,
  session,
  settings,
  viewportWidth: fc.integer({ min: 300, max: 2_600 }),
  nowMs: fc.integer({ min: 0, max: 2_000_000_000_000 }),
  host: fc.constantFrom('www.example.com', 'test.example.com'),
  policy: fc.constant({ maintenanceExemptHosts: ['test.example.com'] }),
});

describe('guardRoute properties', () => {
  it('never lets a visitor anywhere but /, /login, /auth/login or a page with a non-empty joinCd', () => {
    fc.assert(
      fc.property(input, (given) => {
        const visitor = { ...given, session: SESSION_LOGGED_OUT };
        if (guardRoute(visitor).kind === 'allow') {
          const ok =
            ['/', '/login', '/auth/login'].includes(parseSessionLocation(visitor.path).path) || queryValue(visitor.query, 'joinCd') !== '';
          expect(ok).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('only redirects to a location that the same session is allowed to see (no loops)', () => {
    fc.assert(
      fc.property(input, (given) => {
        const decision = guardRoute(given);
        if (decision.kind === 'redirect') {
          const target = parseSessionLocation(decision.to);
          expect(guardRoute({ ...given, path: target.path, query: target.query })).toEqual({ kind: 'allow' });
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('sends a logged-in admin nowhere but /admin', () => {
    fc.assert(
      fc.property(input, (given) => {
        const admin = { ...given, session: sessionLoggedIn(aSessionUser({ type: 'partner', role: 10, withdrawalType: 'normal' })) };
        const decision = guardRoute(admin);
        if (decision.kind === 'redirect') expect(decision.to).toBe('/admin');
        else expect(admin.path.startsWith('/admin')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

import { jest } from '@jest/globals';
import { ok } from '@bet/core/shared';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { flushPromises, shellFixture } from './testing/shell-fixture.js';
import { RouteSync } from './route-sync.js';

function setup() {
  const f = shellFixture();
  const setCurrentPath = jest.fn<(path: string) => void>();
  const routeChanged = jest.spyOn(f.services.betSlip, 'routeChanged');
  const sync = new RouteSync({ ...f.services, sportsMenu: { setCurrentPath } });
  return { f, sync, setCurrentPath, routeChanged };
}

describe('RouteSync', () => {
  it('answers the guard redirect for a visitor on a member page and does nothing else', () => {
    const { f, sync, routeChanged } = setup();
    f.services.dialogs.open('login');
    expect(sync.enter('/deposit', '')).toEqual({ kind: 'redirect', to: '/login?title=deposit' });
    expect(f.services.dialogs.current).toBe('login');
    expect(routeChanged).not.toHaveBeenCalled();
  });

  it('closes popups, tells the slip and the sidebar, on every allowed navigation', async () => {
    const { f, sync, setCurrentPath, routeChanged } = setup();
    f.sessionGateway.loginAnswer = ok(aSessionUser());
    f.services.session.login('member01', 'pw');
    await flushPromises();
    expect(sync.enter('/europe', '?sportId=6046')).toEqual({ kind: 'allow' });
    f.services.dialogs.open('deposit');
    expect(sync.enter('/bet365/soccer', '')).toEqual({ kind: 'allow' });
    expect(f.services.dialogs.current).toBeNull();
    expect(routeChanged.mock.calls).toEqual([
      ['/europe', '/europe'],
      ['/europe', '/bet365/soccer'],
    ]);
    expect(setCurrentPath).toHaveBeenLastCalledWith('/bet365/soccer');
  });

  it('opens the join flow once for a joinCd link', async () => {
    const { f, sync } = setup();
    const open = jest.spyOn(f.services.signUp, 'openWithJoinCode');
    expect(sync.enter('/', '?joinCd=1212')).toEqual({ kind: 'allow' });
    sync.enter('/', '?joinCd=1212');
    await flushPromises();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('1212');
    sync.enter('/', '');
    sync.enter('/', '?joinCd=1212');
    expect(open).toHaveBeenCalledTimes(2);
  });
});

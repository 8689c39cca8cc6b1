import * as core from './index.js';

/**
 * The app container binds every port and gateway by the token core exports beside its interface
 * (ARCHITECTURE.md: "an interface and a Symbol token of the same name in one file"). A token is a
 * registry symbol named exactly like its export, so two bundles of core (the app and a test) name
 * the same token, and a renamed interface cannot keep a stale token name.
 */
describe('the port tokens core exports', () => {
  const tokens = Object.entries(core as Record<string, unknown>).filter((entry): entry is [string, symbol] => typeof entry[1] === 'symbol');

  it('include the gateways of every feature with a server behind it', () => {
    const names = tokens.map(([name]) => name);
    for (const gateway of [
      'AttendanceGateway',
      'CommunityNoticeGateway',
      'PointsGateway',
      'MinigameGateway',
      'CasinoGateway',
      'ChargeGateway',
    ])
      expect(names).toContain(gateway);
  });

  it.each(Object.entries(core).filter(([, v]) => typeof v === 'symbol'))('names %s by the registry key of the same name', (name, token) => {
    expect(Symbol.keyFor(token as symbol)).toBe(name);
  });
});

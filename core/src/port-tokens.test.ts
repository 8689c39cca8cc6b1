import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app container binds every port and gateway by the token core exports beside its interface
 * (ARCHITECTURE.md: "an interface and a Symbol token of the same name in one file"). A token is a
 * registry symbol named exactly like its export, so two bundles of core (the app and a test) name
 * the same token, and a renamed interface cannot keep a stale token name.
 */
describe('the port tokens core exports', () => {
  /** Every entry point the package exports ('.', './bet-slip', ...): the tokens any consumer can reach. */
  const entryPoints = Object.keys((JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as { exports: object }).exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? './index.js' : `${key}/index.js`));
  let tokens: [string, symbol][] = [];

  beforeAll(async () => {
    const modules = await Promise.all(entryPoints.map((entry) => import(entry) as Promise<Record<string, unknown>>));
    const byName = new Map(
      modules.flatMap((module) => Object.entries(module)).filter((entry): entry is [string, symbol] => typeof entry[1] === 'symbol'),
    );
    tokens = [...byName];
  });

  it('are read from every feature entry point', () => {
    expect(entryPoints).toContain('./bet-slip/index.js');
    expect(entryPoints.length).toBeGreaterThan(30);
  });

  it('include the ports and the gateways of every feature with a server behind it', () => {
    const names = tokens.map(([name]) => name);
    for (const token of [
      'Clock',
      'HttpPort',
      'ApiClient',
      'AttendanceGateway',
      'CommunityNoticeGateway',
      'PointsGateway',
      'MinigameGateway',
      'CasinoGateway',
      'ChargeGateway',
      'OperatorLimitsGateway',
    ])
      expect(names).toContain(token);
  });

  it('each name its export by the registry key of the same name', () => {
    const misnamed = tokens.filter(([name, token]) => Symbol.keyFor(token) !== name);
    expect(misnamed).toEqual([]);
    expect(tokens.length).toBeGreaterThan(40);
  });
});

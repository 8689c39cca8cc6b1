import { parseRuntimeConfig, runtimeConfigOrigins } from './runtime-config.js';

describe('the runtime config file (config.json beside index.html)', () => {
  it('takes a path of the site or an absolute http(s) base, each field optional', () => {
    expect(parseRuntimeConfig({})).toEqual({ ok: true, value: {} });
    expect(parseRuntimeConfig({ apiBase: '/api' })).toEqual({ ok: true, value: { apiBase: '/api' } });
    expect(parseRuntimeConfig({ apiBase: 'https://api.example.com/api', sseBase: 'http://127.0.0.1:3000/api' })).toEqual({
      ok: true,
      value: { apiBase: 'https://api.example.com/api', sseBase: 'http://127.0.0.1:3000/api' },
    });
  });

  it.each([
    ['not an object', ['/api']],
    ['null', null],
    ['an unknown field (a typo)', { apiBsae: '/api' }],
    ['an empty base', { apiBase: '' }],
    ['a host without scheme', { apiBase: 'api.example.com/api' }],
    ['a protocol-relative base', { apiBase: '//api.example.com/api' }],
    ['another scheme', { sseBase: 'ws://api.example.com/api' }],
    ['a query', { apiBase: 'https://api.example.com/api?x=1' }],
    ['credentials', { apiBase: 'https://user:pw@api.example.com/api' }],
  ])('refuses %s, naming the problem', (_what, json) => {
    const parsed = parseRuntimeConfig(json);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.length).toBeGreaterThan(0);
  });

  it("names the origins outside the site, once each, for a CSP's connect-src", () => {
    expect(runtimeConfigOrigins({ apiBase: '/api' })).toEqual([]);
    expect(runtimeConfigOrigins({ apiBase: 'https://api.example.com/api', sseBase: 'https://api.example.com/live' })).toEqual([
      'https://api.example.com',
    ]);
    expect(runtimeConfigOrigins({ apiBase: 'https://api.example.com/api', sseBase: 'https://live.example.com:8443/api' })).toEqual([
      'https://api.example.com',
      'https://live.example.com:8443',
    ]);
  });
});

import escapeHtml from 'escape-html';
import { memberGetCall } from '@bet/core/api';
import { createHarness, type Harness } from '../../testing/harness.js';
import { API_DOCS_TEXTS } from './api-docs-page.js';

/** The answer's schema as the page prints it (indented JSON, HTML-escaped). */
const printed = (schema: unknown): string => escapeHtml(JSON.stringify(schema, null, 2));

describe('the API docs page /api/docs', () => {
  describe('in development (publicApiDocs on)', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness();
    });
    afterAll(async () => h.close());

    it('lists every call with its answer schema from the contract, as plain HTML without script', async () => {
      const res = await h.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`<h1>${API_DOCS_TEXTS.title}</h1>`);
      expect(res.body).toContain('<code>/api/member/{id}</code>');
      expect(res.body).toContain(printed(memberGetCall.response.schema));
      expect(res.body).toContain('href="/api/openapi.json"');
      // The site's CSP (no inline script) holds on this page as on every other: it needs none.
      expect(res.body).not.toMatch(/<script/i);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const operations = Object.values(
        (JSON.parse((await h.inject({ method: 'GET', url: '/api/openapi.json' })).body) as { paths: Record<string, object> }).paths,
      ).reduce((sum, ops) => sum + Object.keys(ops).length, 0);
      expect(res.body.match(/<tr><td class="method">/g)?.length).toBe(operations);
    });
  });

  describe('in production (publicApiDocs off)', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness({ config: { publicApiDocs: false } });
    });
    afterAll(async () => h.close());

    it('shows the page and the document to a logged-in operator only', async () => {
      for (const url of ['/api/docs', '/api/openapi.json']) {
        expect([url, (await h.inject({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
        const member = await h.as(await h.createMember(`docsmember${url.length}`));
        expect([url, (await member.inject({ method: 'GET', url })).statusCode]).toEqual([url, 403]);
        const operator = await h.as(await h.createMember(`docsop${url.length}`, { isAdmin: true, role: 10, type: 1 }));
        expect([url, (await operator.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
      }
    });
  });
});

import { randomUUID } from 'node:crypto';
import type { Caller } from '../../testing/harness.js';
import type { TestRequest, TestResponse } from '../../testing/http-client.js';
import { createCasinoModule } from '../casino/index.js';
import { buildSportsTestApp, type SportsTestApp } from '../sports/testing/sports-test-app.js';

/**
 * Issue 7 item 7: walks every route of the app's own OpenAPI document with malformed path,
 * query and body values (impossible dates, huge and negative numbers, wrong types, empty and
 * malformed bodies) and asserts that nothing answers 5xx and every refusal is a JSON body with
 * a Korean message. New routes are covered as soon as they are registered.
 */
interface Schema {
  readonly type?: string | string[];
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly minimum?: number;
  readonly pattern?: string;
  readonly minLength?: number;
}
interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required?: boolean;
  readonly schema?: Schema;
}
interface Operation {
  readonly 'x-auth'?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: {
    content: { 'application/json': { schema: { properties?: Record<string, Schema>; required?: readonly string[] } } };
  };
}
type Document = { paths: Record<string, Record<string, Operation>> };

// Streams never end, so a request would wait forever: they are covered by their own tests
// (live/sse-*.test.ts, sports/routes/slip-stream tests) and left out here by name.
const STREAMS = /\/sse\/|slip-stream/;
// Logging out ends the caller's session for every later request: walked last.
const LAST = '/auth/logout';

/** Malformed values as raw JSON tokens (so huge numbers reach the server as typed). */
const BAD_JSON_VALUES = [
  '"2026-13-45"',
  '"9999-99-99"',
  '"2026-02-30"',
  '"0000-01"',
  '1e308',
  '99999999999999999999',
  '-1',
  '-99999999999999999999',
  '0.5',
  '""',
  '"abc"',
  'true',
  'null',
  '{}',
  '[]',
  '"<script>alert(1)</script>"',
];
/** Malformed values as query and path text. */
const BAD_TEXT_VALUES = [
  '2026-13-45',
  '9999-99-99',
  '2026-02-30',
  '0000-01',
  '1e308',
  '99999999999999999999',
  '-1',
  '0',
  '0.5',
  '',
  'abc',
  'true',
  '%00',
  "'--",
  '[]',
];
const BAD_BODIES = ['', '{', '[]', 'null', '"text"', '{}', '{"__proto__": {"isAdmin": true}}'];

const HANGUL = /[가-힣]/;

interface Finding {
  readonly request: string;
  readonly status: number;
  readonly body: string;
}

function problemOf(res: TestResponse): string | null {
  if (res.statusCode >= 500) return 'a 5xx answer';
  if (res.statusCode < 400) return null;
  try {
    const body = JSON.parse(res.body) as { message?: unknown };
    return typeof body.message === 'string' && HANGUL.test(body.message) ? null : 'a 4xx without a Korean message';
  } catch {
    return 'a 4xx that is not JSON';
  }
}

/**
 * A plausible value for a field, so that one bad field at a time reaches the check behind the
 * others (all fields bad at once would stop at the first). Undefined when none can be made up.
 */
function plausible(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.format === 'calendar-day') return '2026-03-02';
  if (schema.format === 'calendar-month') return '2026-03';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (type === 'string') return schema.pattern ? undefined : 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
  return undefined;
}

const queryText = (entries: readonly (readonly [string, string])[]): string =>
  entries.length === 0 ? '' : '?' + entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

function requestsFor(path: string, method: string, op: Operation): TestRequest[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const bodySchemas = bodySchema?.properties ?? {};
  const requiredFields = new Set(bodySchema?.required ?? []);
  const urlWith = (pathValue: string, query: string): string =>
    '/api' + pathParams.reduce((url, name) => url.replace(`{${name}}`, encodeURIComponent(pathValue)), path) + query;
  const upper = method.toUpperCase() as TestRequest['method'];
  const hasBody = upper !== 'GET' && upper !== 'DELETE';
  const headers = (): Record<string, string> => ({ 'idempotency-key': `walk-${randomUUID()}`, 'content-type': 'application/json' });
  // Only required fields get a plausible value: an optional one could refuse the request first
  // (a made-up memberUserId is another member's) and hide the bad field behind it.
  const validQuery = queryParams
    .filter((p) => p.required)
    .flatMap((p) => {
      const value = plausible(p.schema);
      return value === undefined ? [] : [[p.name, String(value)] as const];
    });
  const validBody: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(bodySchemas)) {
    if (!requiredFields.has(name)) continue;
    const value = plausible(schema);
    if (value !== undefined) validBody[name] = value;
  }
  const requests: TestRequest[] = [];
  const withBody = (payload: string): Partial<TestRequest> => (hasBody ? { payload, headers: headers() } : {});
  for (const value of pathParams.length > 0 ? BAD_TEXT_VALUES.filter((v) => v !== '') : []) {
    requests.push({ method: upper, url: urlWith(value, queryText(validQuery)), ...withBody(JSON.stringify(validBody)) });
  }
  // One query parameter bad at a time, the others plausible.
  for (const param of queryParams) {
    for (const value of BAD_TEXT_VALUES) {
      const query = [...validQuery.filter(([name]) => name !== param.name), [param.name, value] as const];
      requests.push({ method: upper, url: urlWith('1', queryText(query)), ...withBody(JSON.stringify(validBody)) });
    }
  }
  if (hasBody) {
    for (const body of BAD_BODIES)
      requests.push({ method: upper, url: urlWith('1', queryText(validQuery)), payload: body, headers: headers() });
    // One body field bad at a time (as a raw JSON token, so huge numbers arrive as typed).
    for (const field of Object.keys(bodySchemas)) {
      for (const value of BAD_JSON_VALUES) {
        const others = Object.entries(validBody)
          .filter(([name]) => name !== field)
          .map(([name, v]) => `${JSON.stringify(name)}: ${JSON.stringify(v)}`);
        const payload = `{${[...others, `${JSON.stringify(field)}: ${value}`].join(', ')}}`;
        requests.push({ method: upper, url: urlWith('1', queryText(validQuery)), payload, headers: headers() });
      }
    }
  }
  return requests;
}

describe('every route of the OpenAPI document refuses bad input without a 5xx', () => {
  let t: SportsTestApp;
  let member: Caller;
  let admin: Caller;
  beforeAll(async () => {
    // Every module the site serves, the casino's routes included.
    t = await buildSportsTestApp({ extraModules: [createCasinoModule()] });
    member = await t.harness.as(await t.harness.createMember('walkmem01'));
    await t.harness.fund(member.memberId, 'cash', 100_000);
    admin = await t.harness.as(await t.harness.createMember('walkadm01', { isAdmin: true, role: 10, type: 1 }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('walks member, admin and visitor calls of every route with malformed values', async () => {
    const doc = JSON.parse((await t.harness.inject({ method: 'GET', url: '/api/openapi.json' })).body) as Document;
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      .filter(({ path }) => !STREAMS.test(path))
      .sort((a, b) => Number(a.path === LAST) - Number(b.path === LAST));
    expect(operations.length).toBeGreaterThan(100);

    const findings: Finding[] = [];
    let sent = 0;
    for (const { path, method, op } of operations) {
      const caller = path.startsWith('/admin') ? admin : member;
      // A visitor is turned away before validation on member routes: walked on public ones only.
      const senders = op['x-auth'] === 'public' ? [caller.inject, t.harness.inject] : [caller.inject];
      for (const request of requestsFor(path, method, op)) {
        for (const send of senders) {
          const res = await send(request);
          sent += 1;
          const problem = problemOf(res);
          if (problem)
            findings.push({
              request: `${problem}: ${request.method} ${request.url} ${typeof request.payload === 'string' ? request.payload.slice(0, 80) : ''}`,
              status: res.statusCode,
              body: res.body.slice(0, 200),
            });
        }
      }
    }
    expect(sent).toBeGreaterThan(1_500);
    expect(findings).toEqual([]);
  }, 300_000);
});

describe('dates and months are real calendar values or a Korean 400 (the cases of issue 7)', () => {
  let t: SportsTestApp;
  let member: Caller;
  beforeAll(async () => {
    t = await buildSportsTestApp();
    member = await t.harness.as(await t.harness.createMember('walkmem02'));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/api/sports-prematch/bettings?startDate=2026-13-45', '시작일 항목의 날짜가 올바르지 않습니다. (YYYY-MM-DD)'],
    ['/api/sports-prematch/count?startDate=9999-99-99', '시작일 항목의 날짜가 올바르지 않습니다. (YYYY-MM-DD)'],
    ['/api/sports-prematch/bettings?endDate=2026-02-30', '종료일 항목의 날짜가 올바르지 않습니다. (YYYY-MM-DD)'],
    ['/api/attendance?month=0000-01', '조회 월 항목의 월이 올바르지 않습니다. (YYYY-MM)'],
    ['/api/attendance?month=2026-13', '조회 월 항목의 월이 올바르지 않습니다. (YYYY-MM)'],
  ])('GET %s -> 400 %s', async (url, message) => {
    const res = await member.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toBe(message);
  });

  it('still answers real dates and months', async () => {
    expect(
      (await member.inject({ method: 'GET', url: '/api/sports-prematch/count?startDate=2024-02-29&endDate=2026-03-02' })).statusCode,
    ).toBe(200);
    expect((await member.inject({ method: 'GET', url: '/api/attendance?month=2026-02' })).statusCode).toBe(200);
  });
});

/**
 * Table-driven checks of the API client over core's FakeHttp: one row per call states the exact
 * request (method, path, query, body, headers, moneyMoving), a good answer and what it decodes
 * to, and optionally a bad answer and the path its decode error must name.
 */
import type { HttpRequest } from '../../shared/ports/http-port.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createOperatorApiClient, type OperatorApiClient } from '../api-client.js';
import type { ApiResult } from '../client/call.js';

export interface ApiCallCase {
  /** Sentence-like name, e.g. 'member.get reads one member'. */
  readonly name: string;
  readonly invoke: (api: OperatorApiClient) => ApiResult<unknown>;
  /** The exact request the call must send. */
  readonly request: HttpRequest;
  /** A good answer body (status 200). */
  readonly response?: unknown;
  /** The decoded value of `response` (undefined for calls whose answer is ignored). */
  readonly decoded?: unknown;
  /** A bad answer and the JSON path its decode error must name. */
  readonly bad?: { readonly body: unknown; readonly path: string };
}

function clientAnswering(req: HttpRequest, status: number, body: unknown): { http: FakeHttp; api: OperatorApiClient } {
  const http = new FakeHttp().on(req.method, escapeForPattern(req.path), { status, body });
  return { http, api: createOperatorApiClient(http) };
}

/** FakeHttp turns its path into a RegExp; escape so that only the exact path matches. */
function escapeForPattern(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Sends the call against a fake that answers `response`; checks the request and the decoded value. */
export async function expectGoodCall(c: ApiCallCase): Promise<void> {
  const { http, api } = clientAnswering(c.request, 200, c.response);
  const result = await c.invoke(api);
  expect(http.requests).toEqual([c.request]);
  expect(http.requests[0]?.moneyMoving === true).toBe(c.request.moneyMoving === true);
  expect(result).toEqual({ ok: true, value: c.decoded });
}

/** Sends the call against a fake that answers `bad.body`; expects a decode error naming `bad.path`. */
export async function expectBadCall(c: ApiCallCase): Promise<void> {
  if (!c.bad) throw new Error(`case "${c.name}" has no bad answer`);
  const { api } = clientAnswering(c.request, 200, c.bad.body);
  const result = await c.invoke(api);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error).toMatchObject({ kind: 'decode', path: c.bad.path });
}

/** Registers one `it` per good case and one per bad case. */
export function describeCalls(cases: readonly ApiCallCase[]): void {
  for (const c of cases) {
    it(`${c.name}: sends ${c.request.method} ${c.request.path} and decodes the answer`, () => expectGoodCall(c));
    if (c.bad) it(`${c.name}: turns bad data into a decode error at ${c.bad.path}`, () => expectBadCall(c));
  }
}

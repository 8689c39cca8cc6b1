/**
 * A small HTTP client for route tests against a listening app. (Fastify's `inject` loads the
 * ESM-only `cookie` package through `require`, which jest's module runtime cannot do on Node 20,
 * so tests speak real HTTP on 127.0.0.1 instead — closer to production anyway.)
 */
export interface TestRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  readonly url: string;
  /** A JSON value (sent with content-type application/json), or a raw string body. */
  readonly payload?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly cookies?: Readonly<Record<string, string>>;
}

export interface TestCookie {
  readonly name: string;
  readonly value: string;
  readonly httpOnly: boolean;
  readonly secure: boolean;
  readonly sameSite: string | null;
}

export interface TestResponse {
  readonly statusCode: number;
  readonly body: string;
  readonly headers: Headers;
  readonly cookies: readonly TestCookie[];
}

function parseSetCookie(line: string): TestCookie {
  const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const lower = attrs.map((a) => a.toLowerCase());
  const sameSite = attrs.find((a) => a.toLowerCase().startsWith('samesite='));
  return {
    name: pair.slice(0, eq),
    value: decodeURIComponent(pair.slice(eq + 1)),
    httpOnly: lower.includes('httponly'),
    secure: lower.includes('secure'),
    sameSite: sameSite ? sameSite.split('=')[1]! : null,
  };
}

export async function send(baseUrl: string, req: TestRequest): Promise<TestResponse> {
  const headers: Record<string, string> = { ...req.headers };
  if (req.cookies && Object.keys(req.cookies).length > 0) {
    headers.cookie = Object.entries(req.cookies)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
  }
  let body: string | undefined;
  if (req.payload !== undefined) {
    body = typeof req.payload === 'string' ? req.payload : JSON.stringify(req.payload);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(new URL(req.url, baseUrl), { method: req.method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  return { statusCode: res.status, body: text, headers: res.headers, cookies: res.headers.getSetCookie().map(parseSetCookie) };
}

/** A route query as routers give it: a value, several values, or nothing. */
export type SessionRouteQuery = Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface SessionLocation {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

/** Splits "/europe?mtpt=1#x" into a normalised path and its query (first value of each key). */
export function parseSessionLocation(location: string): SessionLocation {
  const withoutHash = location.split('#')[0] ?? '';
  const queryStart = withoutHash.indexOf('?');
  const rawPath = queryStart < 0 ? withoutHash : withoutHash.slice(0, queryStart);
  const query: Record<string, string> = {};
  if (queryStart >= 0) {
    for (const [key, value] of new URLSearchParams(withoutHash.slice(queryStart + 1))) {
      if (!(key in query)) query[key] = value;
    }
  }
  return { path: normalizePath(rawPath), query };
}

/** "/partner/" and "partner" both become "/partner"; the empty path is "/". */
export function normalizePath(path: string): string {
  const segments = pathSegments(path);
  return `/${segments.join('/')}`;
}

/** Non-empty segments of a path: "/mypage/recommender/pt" -> ["mypage", "recommender", "pt"]. */
export function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The first value of a query key, trimmed; '' when absent. */
export function queryValue(query: SessionRouteQuery, key: string): string {
  const raw = query[key];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return typeof first === 'string' ? first.trim() : '';
}

/** "/login" + { title: "deposit" } -> "/login?title=deposit". */
export function buildLocation(path: string, query: Readonly<Record<string, string | number>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

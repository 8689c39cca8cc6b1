/**
 * The filters of the pre-match pages (/europe, /korea) as they appear in the URL (spec section 2):
 * sport_id or sportId, location_id or location, league, game_type, fixtureId, time, search.
 * Parsing is forgiving: unknown keys, garbled percent-escapes and values that are not valid
 * numbers are dropped one by one, so a broken link still opens a (wider) list.
 */

/** What the fixture lists send to the server. */
export interface SportsFixtureFilter {
  readonly sportId?: number;
  readonly locationId?: number;
  readonly leagueId?: number;
  /** One fixture only (the popular-games links). */
  readonly fixtureId?: number;
  /** Team or league name text (the sidebar search). */
  readonly search?: string;
}

/** The whole URL query of a pre-match page. */
export interface PrematchQuery extends SportsFixtureFilter {
  /** 1 on the sidebar's league and popular links; kept for the links, not a filter. */
  readonly gameType?: number;
  /** Unix seconds the sidebar search adds so that the same search navigates again; not a filter. */
  readonly time?: number;
}

/** The server refuses longer search texts; longer input is cut to this many characters. */
export const SPORTS_SEARCH_MAX_LENGTH = 50;
/** game_type is a small code (1 sports on the sidebar links); the server accepts 0..999. */
export const SPORTS_GAME_TYPE_MAX = 999;

/** A parsed URL query from a router: one value or several per key. */
export type SportsUrlQueryRecord = Readonly<Record<string, string | readonly (string | null)[] | null | undefined>>;

const DIGITS = /^\d{1,16}$/;

function naturalNumber(text: string): number | undefined {
  const t = text.trim();
  if (!DIGITS.test(t)) return undefined;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : undefined;
}

const positiveId = (text: string): number | undefined => {
  const n = naturalNumber(text);
  return n !== undefined && n > 0 ? n : undefined;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Trimmed, well-formed, at most SPORTS_SEARCH_MAX_LENGTH characters; undefined when blank. */
export function normaliseSportsSearch(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const clean = text.replace(LONE_SURROGATE, '').trim();
  const cut = Array.from(clean).slice(0, SPORTS_SEARCH_MAX_LENGTH).join('').trim();
  return cut === '' ? undefined : cut;
}

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** "?a=1&b=2" (leading '?' optional) to key -> values, skipping pairs that do not decode. */
function valuesOfQueryString(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pair of text.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodePart(eq < 0 ? pair : pair.slice(0, eq));
    const value = decodePart(eq < 0 ? '' : pair.slice(eq + 1));
    if (key === null || value === null) continue;
    out.set(key, [...(out.get(key) ?? []), value]);
  }
  return out;
}

function valuesOfRecord(record: SportsUrlQueryRecord): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(record)) {
    const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    out.set(
      key,
      list.filter((v): v is string => typeof v === 'string'),
    );
  }
  return out;
}

/** The first value of the first key (in the order given) that `read` accepts. */
function firstValid<T>(values: Map<string, string[]>, keys: readonly string[], read: (v: string) => T | undefined): T | undefined {
  for (const key of keys) {
    for (const v of values.get(key) ?? []) {
      const r = read(v);
      if (r !== undefined) return r;
    }
  }
  return undefined;
}

/** Reads a pre-match query from a query string ("?sportId=6046&league=3") or a router's record. */
export function parsePrematchQuery(input: string | SportsUrlQueryRecord): PrematchQuery {
  const values = typeof input === 'string' ? valuesOfQueryString(input) : valuesOfRecord(input);
  const gameType = firstValid(values, ['game_type'], (v) => {
    const n = naturalNumber(v);
    return n !== undefined && n <= SPORTS_GAME_TYPE_MAX ? n : undefined;
  });
  const fields: Record<keyof PrematchQuery, number | string | undefined> = {
    sportId: firstValid(values, ['sportId', 'sport_id'], positiveId),
    locationId: firstValid(values, ['location', 'location_id'], positiveId),
    leagueId: firstValid(values, ['league'], positiveId),
    fixtureId: firstValid(values, ['fixtureId'], positiveId),
    search: firstValid(values, ['search'], normaliseSportsSearch),
    gameType,
    time: firstValid(values, ['time'], naturalNumber),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as PrematchQuery;
}

/** URL keys in the order the spec's links write them (game_type first, search last). */
const URL_KEYS: ReadonlyArray<readonly [keyof PrematchQuery, string]> = [
  ['gameType', 'game_type'],
  ['sportId', 'sportId'],
  ['locationId', 'location'],
  ['leagueId', 'league'],
  ['fixtureId', 'fixtureId'],
  ['time', 'time'],
  ['search', 'search'],
];

/** The query string without '?' ("" for an empty query); values are percent-encoded. */
export function formatPrematchQuery(query: PrematchQuery): string {
  const parts: string[] = [];
  for (const [field, key] of URL_KEYS) {
    const raw = query[field];
    const value = field === 'search' ? normaliseSportsSearch(raw as string | undefined) : raw;
    if (value !== undefined) parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** Only the filters the server applies (game_type and time are link details). */
export function prematchQueryFilter(query: PrematchQuery): SportsFixtureFilter {
  const { gameType: _gameType, time: _time, ...filter } = query;
  return filter;
}

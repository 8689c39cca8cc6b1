/**
 * The wire side of the sports lists: the fixture rows of GET /sports-prematch/fixtures and
 * /sports-inplay/fixtures (server/src/sports/store/fixture-queries.ts `FixtureView`), their
 * query, and the live frames of the 'event' SSE source and the slip stream
 * (server/src/sports/sync/feed-sync.ts). Decoders keep what the lists use and ignore the rest.
 */
import * as D from '../../api/decode.js';
import { flagDecoder, idDecoder, oddsDecoder } from '../../api/contracts/common.js';
import type { QueryValue } from '../../shared/ports/http-port.js';
import type { SseMessage } from '../../shared/ports/sse-port.js';
import type { SportsFixtureFilter } from '../domain/prematch-query.js';
import { sportsFixtureStatusOf, type SportsFixtureRecord, type SportsScore } from '../domain/sports-fixture.js';
import type { SportsLiveUpdate } from '../domain/sports-live.js';

export const SPORTS_PREMATCH_FIXTURES_PATH = '/sports-prematch/fixtures';
export const SPORTS_INPLAY_FIXTURES_PATH = '/sports-inplay/fixtures';
/** Live odds by odds id (spec section 7): GET /sports-inplay/slip-stream?id&betIds. */
export const SPORTS_SLIP_STREAM_PATH = '/sports-inplay/slip-stream';

/** The list query: filters under the names the spec's links use, plus page and perpage. */
export function sportsFixtureListQuery(filter: SportsFixtureFilter, page: number, perpage: number): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (filter.sportId !== undefined) query.sportId = filter.sportId;
  if (filter.locationId !== undefined) query.location = filter.locationId;
  if (filter.leagueId !== undefined) query.league = filter.leagueId;
  if (filter.fixtureId !== undefined) query.fixtureId = filter.fixtureId;
  if (filter.search !== undefined) query.search = filter.search;
  query.page = page;
  query.perpage = perpage;
  return query;
}

const text = D.withDefault(D.string, '');
const nullableText = D.withDefault(D.nullable(D.string), null);
/** Lines and baselines arrive as text ("2.5") or as numbers. */
const lineText = D.withDefault(D.nullable(D.map(D.union(D.string, D.number), String)), null);
const flag = D.withDefault(flagDecoder, false);
const scoreDecoder: D.Decoder<SportsScore> = D.object({ home: D.integer, away: D.integer });

const oddsRecordDecoder = D.object({
  id: idDecoder,
  betName: D.string,
  betNameKorean: text,
  betLine: lineText,
  betBaseline: lineText,
  betPrice: oddsDecoder,
  version: D.withDefault(D.integer, 0),
  suspended: flag,
});

const marketRecordDecoder = D.object({
  id: idDecoder,
  marketId: D.integer,
  marketName: D.string,
  marketNameKorean: text,
  baseline: lineText,
  suspended: flag,
  odds: D.withDefault(D.array(oddsRecordDecoder), []),
});

export const sportsFixtureRecordDecoder: D.Decoder<SportsFixtureRecord> = D.object({
  id: idDecoder,
  sportId: idDecoder,
  sportNameKorean: text,
  locationId: D.withDefault(idDecoder, 0),
  locationNameKorean: text,
  locationImagePath: nullableText,
  leagueId: idDecoder,
  leagueName: text,
  leagueNameKorean: text,
  startDate: D.string,
  // The feed's status code is named here, once; nothing past the decoder sees the number.
  status: D.map(D.integer, sportsFixtureStatusOf),
  homeParticipantsName: text,
  homeParticipantsNameKorean: text,
  awayParticipantsName: text,
  awayParticipantsNameKorean: text,
  score: D.withDefault(D.nullable(scoreDecoder), null),
  periodCode: D.withDefault(D.nullable(D.integer), null),
  markets: D.withDefault(D.array(marketRecordDecoder), []),
});

/** The slip stream's frame is `{ id, betPrice, version, suspended }`; `{ oddsId, price }` is read too. */
const oddsFrameDecoder = D.map(
  D.object({
    id: D.optional(idDecoder),
    oddsId: D.optional(idDecoder),
    betPrice: D.optional(oddsDecoder),
    price: D.optional(oddsDecoder),
    version: D.integer,
    suspended: D.optional(flagDecoder),
  }),
  (f): SportsLiveUpdate | null => {
    const oddsId = f.id ?? f.oddsId;
    const price = f.betPrice ?? f.price;
    if (oddsId === undefined || price === undefined) return null;
    return { kind: 'odds', oddsId, price, version: f.version, suspended: f.suspended ?? null };
  },
);

const fixtureFrameDecoder = D.object({
  id: idDecoder,
  status: D.optional(D.nullable(D.integer)),
  score: D.optional(D.nullable(scoreDecoder)),
  periodCode: D.optional(D.nullable(D.integer)),
});

const marketFrameDecoder = D.object({ id: idDecoder, fixtureId: idDecoder, suspended: flagDecoder });
const idFrameDecoder = D.object({ id: idDecoder });

function fixtureUpdate(data: unknown, finished: boolean): SportsLiveUpdate | null {
  const r = fixtureFrameDecoder.decode(data);
  if (!r.ok) return null;
  const f = r.value;
  const status = f.status === undefined || f.status === null ? (finished ? 'finished' : null) : sportsFixtureStatusOf(f.status);
  return {
    kind: 'fixture',
    fixtureId: f.id,
    status,
    ...(f.score === undefined ? {} : { score: f.score }),
    ...(f.periodCode === undefined ? {} : { periodCode: f.periodCode }),
  };
}

/** One SSE frame as a live update; null for frames the lists do not use or cannot read. */
export function sportsLiveUpdateOf(message: SseMessage): SportsLiveUpdate | null {
  switch (message.event) {
    case 'odds': {
      const r = oddsFrameDecoder.decode(message.data);
      return r.ok ? r.value : null;
    }
    case 'fixture':
      return fixtureUpdate(message.data, false);
    case 'fixtureFinished':
      return fixtureUpdate(message.data, true);
    case 'market': {
      const r = marketFrameDecoder.decode(message.data);
      return r.ok ? { kind: 'market', fixtureId: r.value.fixtureId, marketRowId: r.value.id, suspended: r.value.suspended } : null;
    }
    case 'fixtureAdded': {
      const r = idFrameDecoder.decode(message.data);
      return r.ok ? { kind: 'fixtureAdded', fixtureId: r.value.id } : null;
    }
    case 'reset':
      return { kind: 'reset' };
    default:
      return null;
  }
}

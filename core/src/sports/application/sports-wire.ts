/**
 * The wire side of the sports lists that is not a call: the list query built from the screen's
 * filter (the calls and their row types are core/src/api/contracts/sports.ts) and the live frames
 * of the 'event' SSE source and the slip stream (server/src/routes/sports/sync/feed-sync.ts), read with
 * the contracts' wire types. Decoders keep what the lists use and ignore the rest.
 */
import * as D from '../../api/decode.js';
import * as W from '../../api/contract/index.js';
import { sportsFixtureStatusWire, sportsScoreWire, type SportsFixtureQuery } from '../../api/contracts/sports.js';
import { SSE_RESET_EVENT, SSE_STALE_EVENT, type SseMessage } from '../../shared/ports/sse-port.js';
import type { SportsFixtureFilter } from '../domain/prematch-query.js';
import type { SportsLiveUpdate } from '../domain/sports-live.js';

/** Live odds by odds id (spec section 7): GET /sports-inplay/slip-stream?id&betIds. */
export const SPORTS_SLIP_STREAM_PATH = '/sports-inplay/slip-stream';

/**
 * The list query: filters under the names the spec's links use, plus page and perpage, and
 * favorites=true when only the member's favourites are asked for.
 */
export function sportsFixtureListQuery(
  filter: SportsFixtureFilter,
  page: number,
  perpage: number,
  favouritesOnly = false,
): SportsFixtureQuery {
  return {
    ...(filter.sportId === undefined ? {} : { sportId: filter.sportId }),
    ...(filter.locationId === undefined ? {} : { location: filter.locationId }),
    ...(filter.leagueId === undefined ? {} : { league: filter.leagueId }),
    ...(filter.fixtureId === undefined ? {} : { fixtureId: filter.fixtureId }),
    ...(filter.search === undefined ? {} : { search: filter.search }),
    ...(favouritesOnly ? { favorites: true } : {}),
    page,
    perpage,
  };
}

const idWire = W.idOrZero();
const oddsWire = W.odds();
const flagWire = W.flag();

/** The slip stream's frame is `{ id, betPrice, version, suspended }`; `{ oddsId, price }` is read too. */
const oddsFrameDecoder = D.map(
  D.object({
    id: D.optional(idWire),
    oddsId: D.optional(idWire),
    betPrice: D.optional(oddsWire),
    price: D.optional(oddsWire),
    version: D.integer,
    suspended: D.optional(flagWire),
  }),
  (f): SportsLiveUpdate | null => {
    const oddsId = f.id ?? f.oddsId;
    const price = f.betPrice ?? f.price;
    if (oddsId === undefined || price === undefined) return null;
    return { kind: 'odds', oddsId, price, version: f.version, suspended: f.suspended ?? null };
  },
);

/**
 * The server gathers odds changes per market (server/src/routes/sports/sync/odds-coalescer.ts):
 * `{ fixtureId, marketId, odds: [{ id, betPrice, version, suspended }] }`, the newest state of
 * each row that moved. A row that cannot be read is skipped, the others still apply.
 */
const oddsMarketFrameDecoder = D.object({ odds: D.array(D.unknown) });

function oddsUpdatesOf(data: unknown): SportsLiveUpdate[] {
  const market = oddsMarketFrameDecoder.decode(data);
  const rows = market.ok ? market.value.odds : [data];
  const out: SportsLiveUpdate[] = [];
  for (const row of rows) {
    const r = oddsFrameDecoder.decode(row);
    if (r.ok && r.value) out.push(r.value);
  }
  return out;
}

const fixtureFrameDecoder = D.object({
  id: idWire,
  status: D.optional(D.nullable(sportsFixtureStatusWire)),
  score: D.optional(D.nullable(sportsScoreWire)),
  periodCode: D.optional(D.nullable(D.integer)),
});

const marketFrameDecoder = D.object({ id: idWire, fixtureId: idWire, suspended: flagWire });
const idFrameDecoder = D.object({ id: idWire });

function fixtureUpdate(data: unknown, finished: boolean): SportsLiveUpdate | null {
  const r = fixtureFrameDecoder.decode(data);
  if (!r.ok) return null;
  const f = r.value;
  const status = f.status === undefined || f.status === null ? (finished ? 'finished' : null) : f.status;
  return {
    kind: 'fixture',
    fixtureId: f.id,
    status,
    ...(f.score === undefined ? {} : { score: f.score }),
    ...(f.periodCode === undefined ? {} : { periodCode: f.periodCode }),
  };
}

/**
 * One SSE frame as the live updates it carries: an odds frame of one market carries one per row;
 * none for frames the lists do not use or cannot read.
 */
export function sportsLiveUpdatesOf(message: SseMessage): readonly SportsLiveUpdate[] {
  if (message.event === 'odds') return oddsUpdatesOf(message.data);
  const update = sportsLiveUpdateOf(message);
  return update ? [update] : [];
}

/** One SSE frame as a live update (an odds frame of one market: its first row); null for frames the lists do not use or cannot read. */
export function sportsLiveUpdateOf(message: SseMessage): SportsLiveUpdate | null {
  switch (message.event) {
    case 'odds':
      return oddsUpdatesOf(message.data)[0] ?? null;
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
    case SSE_RESET_EVENT:
      return { kind: 'reset' };
    case SSE_STALE_EVENT:
      return { kind: 'stale' };
    default:
      return null;
  }
}

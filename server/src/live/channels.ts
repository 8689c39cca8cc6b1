/** Broker channel names. One place so publishers and SSE streams cannot drift apart. */
export const LIVE_CHANNELS = {
  /** Spec's three SSE sources (section 3 "List state"). */
  event: 'sse:event',
  bet: 'sse:bet',
  general: 'sse:general',
  /** Odds updates for the in-play slip stream: `OddsUpdateMessage` payloads. */
  odds: 'odds',
} as const;

export type SseSourceName = 'event' | 'bet' | 'general';
export const SSE_SOURCES: readonly SseSourceName[] = ['event', 'bet', 'general'];

/** What every SSE-bound broker message carries: a publisher-assigned id, an event name and data. */
export interface LiveEnvelope {
  readonly id: string;
  readonly event: string;
  readonly data: unknown;
}

/**
 * One odds row as the slip stream sends it (core's SlipOddsFrameDto: `id` is the odds id,
 * `betPrice` a 2-decimal number) plus its fixture, market type and suspension.
 */
export interface OddsUpdateMessage {
  readonly id: number;
  readonly betPrice: number;
  readonly version: number;
  readonly suspended: boolean;
  readonly fixtureId: number;
  readonly marketId: number;
}

/** One odds row inside a market frame: the row frame without its fixture and market. */
export type OddsRowMessage = Omit<OddsUpdateMessage, 'fixtureId' | 'marketId'>;

/**
 * The odds rows of one market that moved within the server's coalescing window, as one frame of
 * the slip stream (event 'odds'): the newest state of each row. The single-row form above stays
 * valid (an operator's hold publishes it); clients read both.
 */
export interface OddsMarketMessage {
  readonly fixtureId: number;
  /** The market type, as in the single-row frame. */
  readonly marketId: number;
  readonly odds: readonly OddsRowMessage[];
}

export function isLiveEnvelope(value: unknown): value is LiveEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.event === 'string' && 'data' in v;
}

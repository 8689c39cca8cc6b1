import type { Observable } from 'rxjs';
import type { QueryValue } from './http-port.js';
import { portToken } from './port-token.js';

export interface SseMessage {
  /** Event name ("message" when the stream names none). */
  readonly event: string;
  /** Parsed JSON data; frames that do not parse are dropped by the adapter. */
  readonly data: unknown;
  readonly id?: string;
}

/** The three site-wide sources of spec section 3, plus the in-play slip stream. */
export type SseSource = 'event' | 'bet' | 'general';

/**
 * Server-sent events. Subscribing opens the stream, unsubscribing closes it. The adapter
 * reconnects with backoff and resumes with Last-Event-ID, so subscribers see one stream.
 */
export interface SsePort {
  /** Opens one of the site-wide sources. */
  source(name: SseSource): Observable<SseMessage>;
  /** Opens an arbitrary stream path (e.g. "/sports-inplay/slip-stream"). */
  stream(path: string, query?: Readonly<Record<string, QueryValue>>): Observable<SseMessage>;
  /**
   * False while some open stream has lost its connection (the adapter is reconnecting), true
   * while every open stream is connected; emits the current value to each subscriber. A stream
   * closed by its last subscriber no longer counts. Omitted by ports that cannot tell (never down).
   */
  readonly linkUp$?: Observable<boolean>;
}
export const SsePort = portToken<SsePort>('SsePort');

/**
 * The stream carries nothing for now (the server's broker is away): prices shown are not current
 * until a `reset` (refetch) follows. The server repeats it with each heartbeat while it lasts.
 */
export const SSE_STALE_EVENT = 'stale';
/** The stream lost frames (or was stale): the client fetches its state again. */
export const SSE_RESET_EVENT = 'reset';

/**
 * Every event name the reference server publishes (server/src/live, sports, rounds). EventSource
 * only dispatches named events to listeners registered by name, so adapters listen for these.
 */
export const SSE_EVENT_NAMES = [
  'message',
  'odds',
  'fixture',
  'fixtureAdded',
  'fixtureFinished',
  'market',
  'score',
  'reset',
  'stale',
  'round',
  'roundOpened',
  'roundDrawn',
  'bulk',
  'placed',
  'cancelled',
  'settled',
  'bet',
  'notice',
  'balance',
  'general',
  'event',
] as const;

/**
 * Events of the member-addressed 'bet' source: the server sends them to the slip's own member
 * when a slip is placed, cancelled or voided, or settled.
 */
export const MEMBER_SLIP_EVENTS: readonly string[] = ['placed', 'cancelled', 'settled'];

/** The member-addressed event of the 'general' source: the member's balances changed (an operator moved their money). */
export const MEMBER_BALANCE_EVENT = 'balance';

/**
 * The member's own frames of the 'bet' and 'general' sources over one connection (a browser holds
 * at most six connections to a host; each open stream holds one for good).
 */
export const MEMBER_STREAM_PATH = '/sse/member';

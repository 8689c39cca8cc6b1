import type { Broker } from './broker.js';
import { LIVE_CHANNELS, isLiveEnvelope, type LiveEnvelope } from './channels.js';
import { ReplayBuffer } from './replay-buffer.js';
import { SseChunk, SseConnection, formatSseFrame, type SseSink, type SseSelection } from './sse-connection.js';

export type LiveStreamName = keyof typeof LIVE_CHANNELS;

export interface SseHubOptions {
  /** Most frames kept per stream for Last-Event-ID resume (the memory bound). */
  readonly replayCapacity?: number;
  /** Frames of the last `replayWindowMs` are kept for resume (up to `replayCapacity`)... */
  readonly replayWindowMs?: number;
  /** ...and at least the newest `replayMinFrames`, however old (a quiet stream stays resumable). */
  readonly replayMinFrames?: number;
  /** Frames a blocked client may have waiting before it is dropped. */
  readonly maxQueuedFrames?: number;
  /** Interval of heartbeat comments; 0 disables the timer (tests). */
  readonly heartbeatMs?: number;
}

/**
 * 10 s of frames: longer than a browser's EventSource waits before it reconnects (about 3 s), so a
 * client of an instance that died resumes on another one without a gap; 20,000 frames = 10 s at
 * 2,000 odds changes a second (a few MB per instance).
 */
export const SSE_DEFAULTS = {
  replayCapacity: 20_000,
  replayWindowMs: 10_000,
  replayMinFrames: 500,
  maxQueuedFrames: 1_000,
  heartbeatMs: 15_000,
} as const;

/** The stream lost frames: the client fetches its state again. */
const RESET_FRAME = `event: reset\ndata: {}\n\n`;
/** Nothing reaches the stream for now (the broker is away): prices on screen are not current. */
const STALE_FRAME = `event: stale\ndata: {"reason":"broker"}\n\n`;

/** A frame addressed to one member carries `memberId`; all others are broadcast. */
export interface TargetedEnvelope extends LiveEnvelope {
  readonly memberId?: number;
}

export interface AttachOptions {
  readonly memberId?: number | null;
  readonly lastEventId?: string | null;
  readonly accepts?: (event: string, data: unknown) => SseSelection;
}

/**
 * Per-instance fan-out: subscribes once to each broker channel and writes every message to the
 * attached clients of that stream. Ids are assigned by the publisher (see `LivePublisher`), so
 * all instances behind one Redis agree on them.
 */
interface StreamEntry {
  readonly buffer: ReplayBuffer;
  readonly clients: Set<SseConnection>;
  /** Frames received in this turn, written to the clients together once the turn ends. */
  pending: TargetedEnvelope[];
}

export class SseHub {
  private readonly streams = new Map<LiveStreamName, StreamEntry>();
  private readonly unsubscribes: Array<() => Promise<void>> = [];
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private droppedCount = 0;
  private brokerDown = false;
  private readonly options: Required<SseHubOptions>;

  private constructor(options: SseHubOptions) {
    this.options = { ...SSE_DEFAULTS, ...options };
    for (const name of Object.keys(LIVE_CHANNELS) as LiveStreamName[]) {
      const { replayCapacity: capacity, replayWindowMs: windowMs, replayMinFrames: minFrames } = this.options;
      this.streams.set(name, { buffer: new ReplayBuffer({ capacity, windowMs, minFrames }), clients: new Set(), pending: [] });
    }
  }

  static async start(broker: Broker, options: SseHubOptions = {}): Promise<SseHub> {
    const hub = new SseHub(options);
    for (const [name, channel] of Object.entries(LIVE_CHANNELS) as Array<[LiveStreamName, string]>) {
      hub.unsubscribes.push(await broker.subscribe(channel, (message) => hub.deliver(name, message)));
    }
    hub.brokerDown = !broker.connected();
    const stopListening = broker.onConnectionChange((connected) => hub.brokerConnectionChanged(connected));
    hub.unsubscribes.push(async () => stopListening());
    if (hub.options.heartbeatMs > 0) {
      hub.heartbeatTimer = setInterval(() => hub.heartbeat(), hub.options.heartbeatMs);
      hub.heartbeatTimer.unref();
    }
    return hub;
  }

  attach(stream: LiveStreamName, sink: SseSink, options: AttachOptions = {}): SseConnection {
    const entry = this.entry(stream);
    // Frames of this turn not yet written are in the replay buffer already: they go to the clients
    // attached before, and to this one only through its replay (never twice).
    this.flush(entry);
    const connection = new SseConnection(
      sink,
      { maxQueuedFrames: this.options.maxQueuedFrames, onClose: this.onClose },
      options.memberId ?? null,
      options.accepts,
    );
    connection.send(': connected\n\n');
    if (this.brokerDown) connection.send(STALE_FRAME);
    if (options.lastEventId) this.replay(entry.buffer, connection, options.lastEventId);
    if (connection.isOpen) {
      entry.clients.add(connection);
      this.streamOf.set(connection, entry);
    }
    return connection;
  }

  /** One function for every client (no closure per connection). */
  private readonly onClose = (connection: SseConnection, reason: 'dropped' | 'closed'): void => {
    this.streamOf.get(connection)?.clients.delete(connection);
    this.streamOf.delete(connection);
    if (reason === 'dropped') this.droppedCount++;
  };
  private readonly streamOf = new WeakMap<SseConnection, StreamEntry>();

  stats(): { clients: number; dropped: number } {
    let clients = 0;
    for (const entry of this.streams.values()) clients += entry.clients.size;
    return { clients, dropped: this.droppedCount };
  }

  heartbeat(): void {
    // While the broker is away the streams carry nothing: each heartbeat says so again, for the
    // clients that connected meanwhile.
    if (this.brokerDown) this.sendToAll(STALE_FRAME);
    for (const entry of this.streams.values()) for (const c of entry.clients) c.heartbeat();
  }

  /**
   * The broker went away: no frame reaches this instance, so prices on the members' screens stop
   * moving without a word. Every stream is told at once (`stale`: the client shows that prices
   * are not current); once the broker is back, `reset` makes them fetch what they missed, since
   * the frames of the outage never reached the replay buffer.
   */
  brokerConnectionChanged(connected: boolean): void {
    if (this.brokerDown === !connected) return;
    this.brokerDown = !connected;
    this.sendToAll(connected ? RESET_FRAME : STALE_FRAME);
  }

  /** Whether the broker is away now (the streams are stale). */
  get stale(): boolean {
    return this.brokerDown;
  }

  private sendToAll(frame: string): void {
    for (const entry of this.streams.values()) for (const c of entry.clients) c.send(frame);
  }

  async close(): Promise<void> {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    for (const unsubscribe of this.unsubscribes.splice(0)) await unsubscribe();
    for (const entry of this.streams.values()) for (const c of [...entry.clients]) c.close();
  }

  private entry(stream: LiveStreamName) {
    const entry = this.streams.get(stream);
    if (!entry) throw new Error(`unknown stream ${stream}`);
    return entry;
  }

  /**
   * Keeps the frame for resume and queues it for the clients; the frames received in one turn of
   * the event loop (a Redis read often carries many) are written together once it ends.
   */
  private deliver(stream: LiveStreamName, message: unknown): void {
    if (!isLiveEnvelope(message)) return;
    const envelope = message as TargetedEnvelope;
    const entry = this.entry(stream);
    entry.buffer.push(envelope);
    entry.pending.push(envelope);
    if (entry.pending.length === 1) queueMicrotask(() => this.flush(entry));
  }

  /**
   * Each frame is serialised once, and the turn's frames once together: every client that wants
   * all of them gets the same chunk (one socket write each, no per-client formatting); a client
   * with a filter or a member of its own gets the frames it wants, joined.
   */
  private flush(entry: StreamEntry): void {
    const envelopes = entry.pending;
    if (envelopes.length === 0) return;
    entry.pending = [];
    if (entry.clients.size === 0) return;
    const texts = envelopes.map((e) => formatSseFrame(e.id, e.event, e.data));
    const everything = new SseChunk(texts.join(''), texts.length);
    const targeted = envelopes.some((e) => e.memberId !== undefined);
    const subsets = new Map<string, SseChunk>();
    for (const c of entry.clients) {
      if (c.acceptsAll && !targeted) {
        c.send(everything);
        continue;
      }
      // Per frame: the whole frame (index), or a narrowed copy written for this client alone.
      const picked: Array<number | string> = [];
      for (let i = 0; i < envelopes.length; i++) {
        const taken = takes(c, envelopes[i]!);
        if (taken === true) picked.push(i);
        else if (taken !== false) picked.push(formatSseFrame(envelopes[i]!.id, envelopes[i]!.event, taken.narrowed));
      }
      const whole = picked.every((p) => typeof p === 'number');
      if (whole && picked.length === texts.length) c.send(everything);
      else if (whole && picked.length > 0) {
        // Clients watching the same picks (one match's slip) share one chunk too.
        const key = picked.join(',');
        let chunk = subsets.get(key);
        if (!chunk) {
          chunk = new SseChunk(picked.map((i) => texts[i as number]).join(''), picked.length);
          subsets.set(key, chunk);
        }
        c.send(chunk);
      } else if (picked.length > 0) c.send(new SseChunk(picked.map((p) => (typeof p === 'number' ? texts[p] : p)).join(''), picked.length));
    }
  }

  private replay(buffer: ReplayBuffer, connection: SseConnection, lastEventId: string): void {
    const missed = buffer.after(lastEventId);
    if (missed === null) {
      // The client missed more than we kept: it must refetch its state.
      connection.send(RESET_FRAME);
      return;
    }
    for (const envelope of missed) {
      const taken = takes(connection, envelope);
      if (taken === false) continue;
      const data = taken === true ? envelope.data : taken.narrowed;
      connection.send(new SseChunk(formatSseFrame(envelope.id, envelope.event, data)));
    }
  }
}

/** What the client takes of the envelope (see `SseSelection`); nothing of a frame addressed to another member. */
function takes(connection: SseConnection, envelope: TargetedEnvelope): SseSelection {
  if (envelope.memberId !== undefined && envelope.memberId !== connection.memberId) return false;
  return connection.accepts(envelope.event, envelope.data);
}

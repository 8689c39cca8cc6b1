import { randomBytes } from 'node:crypto';
import type { Broker } from './broker.js';
import { LIVE_CHANNELS, isLiveEnvelope, type LiveEnvelope } from './channels.js';
import { ReplayBuffer } from './replay-buffer.js';
import { SseConnection, formatSseFrame, type SseSelection, type SseSink } from './sse-connection.js';

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
export class SseHub {
  private readonly streams = new Map<LiveStreamName, { buffer: ReplayBuffer; clients: Set<SseConnection> }>();
  private readonly unsubscribes: Array<() => Promise<void>> = [];
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private droppedCount = 0;
  private readonly options: Required<SseHubOptions>;

  private constructor(options: SseHubOptions) {
    this.options = { ...SSE_DEFAULTS, ...options };
    for (const name of Object.keys(LIVE_CHANNELS) as LiveStreamName[]) {
      const { replayCapacity: capacity, replayWindowMs: windowMs, replayMinFrames: minFrames } = this.options;
      this.streams.set(name, { buffer: new ReplayBuffer({ capacity, windowMs, minFrames }), clients: new Set() });
    }
  }

  static async start(broker: Broker, options: SseHubOptions = {}): Promise<SseHub> {
    const hub = new SseHub(options);
    for (const [name, channel] of Object.entries(LIVE_CHANNELS) as Array<[LiveStreamName, string]>) {
      hub.unsubscribes.push(await broker.subscribe(channel, (message) => hub.deliver(name, message)));
    }
    if (hub.options.heartbeatMs > 0) {
      hub.heartbeatTimer = setInterval(() => hub.heartbeat(), hub.options.heartbeatMs);
      hub.heartbeatTimer.unref();
    }
    return hub;
  }

  attach(stream: LiveStreamName, sink: SseSink, options: AttachOptions = {}): SseConnection {
    const entry = this.entry(stream);
    const connection = new SseConnection(
      sink,
      {
        maxQueuedFrames: this.options.maxQueuedFrames,
        onClose: (c, reason) => {
          entry.clients.delete(c);
          if (reason === 'dropped') this.droppedCount++;
        },
      },
      options.memberId ?? null,
      options.accepts,
    );
    connection.send(': connected\n\n');
    if (options.lastEventId) this.replay(entry.buffer, connection, options.lastEventId);
    if (connection.isOpen) entry.clients.add(connection);
    return connection;
  }

  stats(): { clients: number; dropped: number } {
    let clients = 0;
    for (const entry of this.streams.values()) clients += entry.clients.size;
    return { clients, dropped: this.droppedCount };
  }

  heartbeat(): void {
    for (const entry of this.streams.values()) for (const c of entry.clients) c.heartbeat();
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

  private deliver(stream: LiveStreamName, message: unknown): void {
    if (!isLiveEnvelope(message)) return;
    const envelope = message as TargetedEnvelope;
    const entry = this.entry(stream);
    entry.buffer.push(envelope);
    // Formatted once for every client that takes the whole frame.
    const frame = formatSseFrame(envelope.id, envelope.event, envelope.data);
    for (const c of [...entry.clients]) send(c, envelope, frame);
  }

  private replay(buffer: ReplayBuffer, connection: SseConnection, lastEventId: string): void {
    const missed = buffer.after(lastEventId);
    if (missed === null) {
      // The client missed more than we kept: it must refetch its state.
      connection.send(`event: reset\ndata: {}\n\n`);
      return;
    }
    for (const envelope of missed) send(connection, envelope, null);
  }
}

/** Sends what the client takes of the envelope; `frame` is the whole frame when already formatted. */
function send(connection: SseConnection, envelope: TargetedEnvelope, frame: string | null): void {
  if (envelope.memberId !== undefined && envelope.memberId !== connection.memberId) return;
  const taken = connection.accepts(envelope.event, envelope.data);
  if (taken === false) return;
  if (taken === true) connection.send(frame ?? formatSseFrame(envelope.id, envelope.event, envelope.data));
  else connection.send(formatSseFrame(envelope.id, envelope.event, taken.narrowed));
}

/** Publishes SSE-bound messages with ids unique across instances: `<instance>-<sequence>`. */
export class LivePublisher {
  private sequence = 0;
  readonly instance: string;

  constructor(
    private readonly broker: Broker,
    instance: string = randomBytes(4).toString('hex'),
  ) {
    this.instance = instance;
  }

  async publish(stream: LiveStreamName, event: string, data: unknown, memberId?: number): Promise<void> {
    this.sequence += 1;
    const envelope: TargetedEnvelope = {
      id: `${this.instance}-${this.sequence}`,
      event,
      data,
      ...(memberId === undefined ? {} : { memberId }),
    };
    await this.broker.publish(LIVE_CHANNELS[stream], envelope);
  }
}

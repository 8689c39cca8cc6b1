import { Redis } from 'ioredis';
import type { Broker, BrokerHandler } from './broker.js';

/**
 * A publish waits at most this long for Redis (ms). Live data is published after the database
 * committed what it tells; the answer to the member must not wait on a broker that is away.
 */
export const PUBLISH_TIMEOUT_MS = 1_000;

/** Thrown by `publish` while Redis is away (after it had been reached once). */
export class BrokerUnavailableError extends Error {
  override readonly name = 'BrokerUnavailableError';
  constructor() {
    super('the Redis broker is not connected');
  }
}

/**
 * Redis pub/sub broker: one connection publishes, one subscribes (a subscribed Redis connection
 * cannot publish). Redis delivers each channel's messages to all subscribers in the order it
 * received them, so every instance sees the same sequence and the publisher-assigned SSE ids
 * stay meaningful across instances (Last-Event-ID resume works behind a load balancer).
 *
 * When Redis goes away, ioredis reconnects (and re-subscribes) on its own; meanwhile `publish`
 * fails at once instead of queueing, `connected()` is false and the connection listeners hear of
 * it (the SSE hub tells the members their prices are stale; readiness says 503).
 */
export class RedisBroker implements Broker {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<BrokerHandler>>();
  private readonly listeners = new Set<(connected: boolean) => void>();
  private closed = false;
  /** Whether the publishing connection was ready once: before that, a publish waits for it. */
  private pubReachedOnce = false;
  private wasConnected = false;

  /**
   * @param prefix namespaces every channel (several sites or test runs on one Redis never
   *   hear each other); all instances of one site must use the same prefix.
   */
  constructor(
    url: string,
    private readonly prefix = 'bet:',
  ) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, commandTimeout: PUBLISH_TIMEOUT_MS });
    this.sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub.on('message', (channel: string, text: string) => {
      if (channel.startsWith(this.prefix)) this.dispatch(channel.slice(this.prefix.length), text);
    });
    for (const connection of [this.pub, this.sub]) {
      // Connection errors are retried by ioredis; without a listener they would crash the process.
      connection.on('error', () => undefined);
      for (const event of ['ready', 'close', 'end'] as const) connection.on(event, () => this.statusChanged());
    }
    this.pub.once('ready', () => (this.pubReachedOnce = true));
  }

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) return;
    if (this.pubReachedOnce && this.pub.status !== 'ready') throw new BrokerUnavailableError();
    await this.pub.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: BrokerHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.sub.subscribe(this.prefix + channel);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current) return;
      current.delete(handler);
      if (current.size === 0 && !this.closed) {
        this.handlers.delete(channel);
        await this.sub.unsubscribe(this.prefix + channel);
      }
    };
  }

  connected(): boolean {
    return !this.closed && this.pub.status === 'ready' && this.sub.status === 'ready';
  }

  onConnectionChange(listener: (connected: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    this.listeners.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }

  private statusChanged(): void {
    const now = this.connected();
    if (now === this.wasConnected) return;
    this.wasConnected = now;
    for (const listener of [...this.listeners]) listener(now);
  }

  private dispatch(channel: string, text: string): void {
    const set = this.handlers.get(channel);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return; // not ours: another publisher wrote non-JSON on our channel
    }
    for (const handler of [...set]) handler(message);
  }
}

import { Redis } from 'ioredis';
import type { Broker, BrokerHandler } from './broker.js';

/**
 * Redis pub/sub broker: one connection publishes, one subscribes (a subscribed Redis connection
 * cannot publish). Redis delivers each channel's messages to all subscribers in the order it
 * received them, so every instance sees the same sequence and the publisher-assigned SSE ids
 * stay meaningful across instances (Last-Event-ID resume works behind a load balancer).
 */
export class RedisBroker implements Broker {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<BrokerHandler>>();
  private closed = false;

  /**
   * @param prefix namespaces every channel (several sites or test runs on one Redis never
   *   hear each other); all instances of one site must use the same prefix.
   */
  constructor(
    url: string,
    private readonly prefix = 'bet:',
  ) {
    const options = { lazyConnect: false, maxRetriesPerRequest: 3 };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.sub.on('message', (channel: string, text: string) => {
      if (channel.startsWith(this.prefix)) this.dispatch(channel.slice(this.prefix.length), text);
    });
    // Connection errors are retried by ioredis; without a listener they would crash the process.
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) return;
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

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
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

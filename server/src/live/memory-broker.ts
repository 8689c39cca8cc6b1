import type { Broker, BrokerHandler } from './broker.js';

/**
 * Single-process broker. Delivery is asynchronous (a microtask) like Redis, so publishers never
 * run subscriber code on their own stack and tests see the same ordering on both brokers.
 * Messages are deep-copied through JSON so a subscriber cannot mutate what another one sees.
 */
export class MemoryBroker implements Broker {
  private readonly handlers = new Map<string, Set<BrokerHandler>>();
  private closed = false;

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) return;
    const set = this.handlers.get(channel);
    if (!set || set.size === 0) return;
    const text = JSON.stringify(message);
    await Promise.resolve();
    for (const handler of [...set]) handler(JSON.parse(text));
  }

  async subscribe(channel: string, handler: BrokerHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }

  /** In-process delivery cannot be cut off. */
  connected(): boolean {
    return true;
  }

  onConnectionChange(): () => void {
    return () => undefined;
  }
}

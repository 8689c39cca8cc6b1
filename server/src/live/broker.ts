/**
 * Live data travels through a broker so that several server instances share one feed:
 * whatever one instance publishes reaches the subscribers of every instance.
 * Messages are JSON-serialisable values; channels are plain names (see `channels.ts`).
 */
export type BrokerHandler = (message: unknown) => void;

export interface Broker {
  /** Sends `message` to every subscriber of `channel` on every instance (including this one). */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for each message on `channel`; resolves once the subscription is active. */
  subscribe(channel: string, handler: BrokerHandler): Promise<() => Promise<void>>;
  /** Releases connections; later publishes are ignored. */
  close(): Promise<void>;
  /** Whether messages travel now (Redis: both connections up; in-process: always). */
  connected(): boolean;
  /** Calls `listener` each time `connected()` changes; returns the unsubscribe function. */
  onConnectionChange(listener: (connected: boolean) => void): () => void;
}

import { randomBytes } from 'node:crypto';
import type { Broker } from './broker.js';
import { LIVE_CHANNELS } from './channels.js';
import type { LiveStreamName, TargetedEnvelope } from './sse-hub.js';

/** Where a publisher reports the first failure of an outage and the recovery (default stderr). */
export type PublishLog = (line: string) => void;

/**
 * Publishes SSE-bound messages with ids unique across instances: `<instance>-<sequence>`.
 *
 * What it publishes was committed before (a bet, a price, a settlement), so a broker that is away
 * must never turn that into an error for the caller: `publish` does not reject. A failed publish
 * is counted (`failedPublishes`) and logged, once when an outage starts and once when the broker
 * takes messages again, with the number lost meanwhile; the members' streams say they are stale
 * (SseHub) and fetch again when the broker is back.
 */
export class LivePublisher {
  private sequence = 0;
  readonly instance: string;
  /** Publishes that failed since the start. */
  failedPublishes = 0;
  private failingSince: number | null = null;

  constructor(
    private readonly broker: Broker,
    instance: string = randomBytes(4).toString('hex'),
    private readonly log: PublishLog = (line) => console.error(line),
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
    try {
      await this.broker.publish(LIVE_CHANNELS[stream], envelope);
    } catch (error) {
      this.failedPublishes++;
      if (this.failingSince === null) {
        this.failingSince = this.failedPublishes;
        this.log(`[live] publishing failed, live frames are being lost: ${error instanceof Error ? error.message : String(error)}`);
      }
      return;
    }
    if (this.failingSince !== null) {
      this.log(`[live] publishing works again; ${this.failedPublishes - this.failingSince + 1} frames were lost meanwhile`);
      this.failingSince = null;
    }
  }
}

import type { FairRoundsPageDto } from '@bet/core/api';
import type { RouletteKind } from '@bet/core/roulette';
import type { Queryable } from '../../db/db.js';
import type { LivePublisher } from '../../live/live-publisher.js';
import type { SlipBookPort } from '../../ports/slip-book.js';

/**
 * What the round games use from other families, wired in src/modules.ts (no sibling imports):
 * the slip book (sports' slips, limits, settlement), the live streams, and the wheels' spins
 * the fairness page lists beside the mini-game rounds.
 */
export interface RoundsWiring {
  readonly slips: SlipBookPort;
  readonly publisher: Pick<LivePublisher, 'publish'>;
  /** A member's own spins of a wheel, one page (roulette's fairness list). */
  wheelRounds(sql: Queryable, args: { memberId: number; kind: RouletteKind; page: number; perpage: number }): Promise<FairRoundsPageDto>;
}

import { placeBet, type BetIntent, type Bettor, type Pick } from '../testing/bettors.js';

/**
 * The backup tests' load: bettors placing bets back to back (testing/bettors.ts' placeBet), each
 * intent stamped with the moment its final answer arrived, so a test can tell the bets
 * acknowledged before a backup started from those answered during or after it.
 */
export interface TimedIntent {
  readonly intent: BetIntent;
  /** Date.now() when placeBet resolved: the server had committed (or refused) by then. */
  readonly answeredAt: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function runTimedBettors(baseUrl: string, bettors: readonly Bettor[], picks: readonly Pick[], perBettor: number) {
  const answered: TimedIntent[] = [];
  let running = true;
  let next = 0;
  const loop = async (bettor: Bettor): Promise<void> => {
    while (running) {
      const intent = await placeBet(baseUrl, bettor, picks[next++ % picks.length]!);
      answered.push({ intent, answeredAt: Date.now() });
      await pause(10);
    }
  };
  const loops = bettors.flatMap((b) => Array.from({ length: perBettor }, () => loop(b)));
  return {
    /** How many intents have a final answer so far. */
    count: () => answered.length,
    async stop(): Promise<TimedIntent[]> {
      running = false;
      await Promise.all(loops);
      return answered;
    },
  };
}

/** The slip id of an acknowledged bet (200: the body is the stored slip). */
export const slipIdOf = (intent: BetIntent): number => (JSON.parse(intent.body) as { id: number }).id;

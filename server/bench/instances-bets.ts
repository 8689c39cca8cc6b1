/**
 * The multi-instance benchmark's bettors (server/bench/multi-instance.ts): each places single-leg
 * bets through the load balancer with an Idempotency-Key and retries an unanswered or failed request
 * with the same key until it is answered or given up, recording what was acknowledged (and through
 * which instance), refused, retried and given up. Prints nothing, asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import type { BenchMember, BenchPick } from './bench-members.js';
import { upstreamPort } from './instances-nginx.js';

const STAKE = 10_000;
const BET_RETRY_MS = 200;
/** A request still unanswered after this is counted as given up. */
const GIVE_UP_AFTER_MS = 30_000;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface Ack {
  readonly memberId: number;
  readonly slipId: number;
  /** The instance's port that answered (nginx's X-Upstream: the last address tried). */
  readonly port: number;
  readonly replayed: boolean;
  /** performance.now() of the answer. */
  readonly at: number;
}
export interface BetFigures {
  acks: Ack[];
  refused: Map<string, number>;
  /** Requests sent again with the same key (each counted once), and the extra attempts. */
  retriedRequests: number;
  retryAttempts: number;
  givenUp: number;
  latencies: number[];
  /** Answers 5xx other than the balancer's 502/503/504: when, from which instance, what. */
  errors: { at: number; port: number; status: number; message: string }[];
}

export async function betClient(
  url: string,
  m: BenchMember,
  picks: BenchPick[],
  figures: BetFigures,
  running: () => boolean,
  offset: number,
): Promise<void> {
  let n = offset;
  while (running()) {
    const pick = picks[n++ % picks.length]!;
    const key = randomUUID();
    const body = JSON.stringify({
      memberId: m.id,
      totalRatio: pick.betPrice,
      amounts: STAKE,
      bettings: [pick],
      gameDetailType: 91,
      gameStyle: 'EU',
      changeFlag: false,
    });
    const started = performance.now();
    let attempts = 0;
    for (;;) {
      attempts++;
      let res: Response | null = null;
      try {
        res = await fetch(`${url}/api/sports-prematch/betting`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: m.cookie, 'x-csrf-token': m.csrf, 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        // the connection failed: sent again below with the same key
      }
      if (res === null || res.status === 502 || res.status === 503 || res.status === 504) {
        await res?.body?.cancel();
        if (performance.now() - started > GIVE_UP_AFTER_MS) {
          figures.givenUp++;
          break;
        }
        await sleep(BET_RETRY_MS);
        continue;
      }
      const answer = (await res.json()) as {
        id?: number;
        code?: string;
        bettings?: { oddsId: number; betPrice: number; version: number }[];
      };
      figures.latencies.push(performance.now() - started);
      if (res.status === 200 && typeof answer.id === 'number') {
        figures.acks.push({
          memberId: m.id,
          slipId: answer.id,
          port: upstreamPort(res),
          replayed: res.headers.get('idempotent-replay') === 'true',
          at: performance.now(),
        });
      } else {
        const code = answer.code ?? String(res.status);
        figures.refused.set(code, (figures.refused.get(code) ?? 0) + 1);
        if (res.status >= 500) {
          const message = (answer as { message?: string }).message ?? '';
          figures.errors.push({ at: performance.now(), port: upstreamPort(res), status: res.status, message });
        }
        for (const moved of answer.bettings ?? []) {
          const p = picks.find((x) => x.oddsId === moved.oddsId);
          if (p) Object.assign(p, { betPrice: moved.betPrice, version: moved.version });
        }
      }
      break;
    }
    if (attempts > 1) {
      figures.retriedRequests++;
      figures.retryAttempts += attempts - 1;
    }
  }
}

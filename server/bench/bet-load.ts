/**
 * The benchmarks' bettors: `c` clients, each logged in as its own member, placing single-leg
 * pre-match bets back to back over HTTP until a time or a count runs out. A moved price is taken
 * over as the slip does (the 409 body lists the new ones). Prints nothing, asserts nothing.
 *
 * The requests go through node:http with keep-alive sockets, not fetch: the generator shares the
 * machine's two cores with the server and the database, and undici's fetch cost about twice the
 * CPU per request (measured: ~37 % of a core at 400 bets/s), taking it from what is measured.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { BenchMember, BenchPick } from './bench-members.js';

export const BENCH_STAKE = 10_000;

export interface BetLoadResult {
  placed: number;
  refused: Map<string, number>;
  latencies: number[];
  seconds: number;
}

export interface BetLoadLimit {
  /** Stop after this many seconds (default: no time limit). */
  readonly seconds?: number;
  /** Stop once this many bets were placed (default: no count limit). */
  readonly placed?: number;
}

export async function placeBets(
  url: string,
  members: readonly BenchMember[],
  picks: BenchPick[],
  c: number,
  limit: BetLoadLimit,
): Promise<BetLoadResult> {
  const started = performance.now();
  const result: BetLoadResult = { placed: 0, refused: new Map(), latencies: [], seconds: 0 };
  const until = limit.seconds === undefined ? Infinity : started + limit.seconds * 1000;
  const enough = limit.placed ?? Infinity;
  let next = 0;
  let sent = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: c });
  const client = async (m: BenchMember): Promise<void> => {
    while (performance.now() < until && sent < enough) {
      sent++;
      const pick = picks[next++ % picks.length]!;
      const t0 = performance.now();
      const res = await postJson(agent, `${url}/api/sports-prematch/betting`, {
        headers: { cookie: m.cookie, 'x-csrf-token': m.csrf, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          memberId: m.id,
          totalRatio: pick.betPrice,
          amounts: BENCH_STAKE,
          bettings: [pick],
          gameDetailType: 91,
          gameStyle: 'EU',
          changeFlag: false,
        }),
      });
      const body = JSON.parse(res.body) as { code?: string; bettings?: { oddsId: number; betPrice: number; version: number }[] };
      result.latencies.push(performance.now() - t0);
      if (res.status === 200) {
        result.placed++;
        continue;
      }
      sent--; // a refused bet is not one of the `placed` asked for
      const code = body.code ?? String(res.status);
      result.refused.set(code, (result.refused.get(code) ?? 0) + 1);
      for (const moved of body.bettings ?? []) {
        const p = picks.find((x) => x.oddsId === moved.oddsId);
        if (p) Object.assign(p, { betPrice: moved.betPrice, version: moved.version });
      }
    }
  };
  await Promise.all(members.slice(0, c).map(client));
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** One JSON POST on a kept-alive socket of `agent`: the status and the body text. */
function postJson(
  agent: Agent,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...init.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(init.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

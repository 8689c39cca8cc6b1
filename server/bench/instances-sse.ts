/**
 * The multi-instance benchmark's SSE side (server/bench/multi-instance.ts): odds-stream clients
 * that reconnect with Last-Event-ID as a browser does, the broker's own record of every odds frame
 * (the truth the clients are judged against), and the judgement: gaps, duplicates, resets, and how
 * long the frames stopped after an instance was killed. Prints nothing, asserts nothing.
 */
import { Redis } from 'ioredis';
import { takeSseBlocks } from '../src/live/testing/sse-blocks.js';
import { upstreamPort } from './instances-nginx.js';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface SseClient {
  readonly oddsIds: Set<number>;
  /** Frame ids in the order received. */
  readonly received: string[];
  reconnects: number;
  resets: number;
  /** Ports of the instances that served its connections, in order. */
  readonly ports: number[];
}

/**
 * One odds-stream client: reads frames, and when the stream ends or fails, waits `retryMs` and
 * reconnects with Last-Event-ID (what the browser's EventSource does).
 */
export async function sseClient(url: string, client: SseClient, signal: AbortSignal, retryMs: number): Promise<void> {
  const query = `betIds=${[...client.oddsIds].join(',')}`;
  let lastId: string | null = null;
  let first = true;
  while (!signal.aborted) {
    if (!first) {
      client.reconnects++;
      await sleep(retryMs);
      if (signal.aborted) return;
    }
    first = false;
    try {
      const res = await fetch(`${url}/api/sports-inplay/slip-stream?${query}`, {
        headers: { accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
        signal,
      });
      client.ports.push(upstreamPort(res));
      if (res.status !== 200 || !res.body) {
        await res.body?.cancel();
        continue;
      }
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const { blocks, rest } = takeSseBlocks(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        for (const { id, event } of blocks) {
          if (event === 'reset') client.resets++;
          if (id !== null) {
            lastId = id;
            client.received.push(id);
          }
        }
      }
    } catch {
      /* the stream broke (instance killed) or we are stopping */
    }
  }
}

/** Every odds frame the broker carried, in the broker's order: the truth the clients are held to. */
export interface Truth {
  readonly ids: string[];
  /** The odds ids a frame carries (a market frame: every row; the desk's frame: one). */
  readonly oddsIdOf: Map<string, number[]>;
  readonly at: number[];
}

export async function recordTruth(redisUrl: string, prefix: string): Promise<{ truth: Truth; stop: () => Promise<void> }> {
  const truth: Truth = { ids: [], oddsIdOf: new Map(), at: [] };
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  sub.on('message', (_channel: string, text: string) => {
    const envelope = JSON.parse(text) as { id: string; data: { id?: number; odds?: Array<{ id: number }> } };
    truth.ids.push(envelope.id);
    truth.oddsIdOf.set(
      envelope.id,
      (envelope.data.odds ?? [envelope.data]).map((o) => Number(o.id)),
    );
    truth.at.push(performance.now());
  });
  await sub.subscribe(`${prefix}odds`);
  return { truth, stop: async () => void (await sub.quit()) };
}

export interface SseFigures {
  frames: number;
  reconnects: number;
  resets: number;
  gaps: number;
  duplicates: number;
  outOfOrder: number;
  unknown: number;
}

export function judgeSse(clients: readonly SseClient[], truth: Truth, endIndex: number): SseFigures {
  const index = new Map<string, number>();
  truth.ids.forEach((id, i) => index.set(id, i));
  const out: SseFigures = { frames: 0, reconnects: 0, resets: 0, gaps: 0, duplicates: 0, outOfOrder: 0, unknown: 0 };
  for (const c of clients) {
    out.frames += c.received.length;
    out.reconnects += c.reconnects;
    out.resets += c.resets;
    const seen = new Set<string>();
    let firstIndex = Number.POSITIVE_INFINITY;
    let previous = -1;
    for (const id of c.received) {
      if (seen.has(id)) out.duplicates++;
      seen.add(id);
      const i = index.get(id);
      if (i === undefined) {
        out.unknown++;
        continue;
      }
      if (i < previous) out.outOfOrder++;
      previous = i;
      firstIndex = Math.min(firstIndex, i);
    }
    if (!Number.isFinite(firstIndex)) continue;
    for (let i = firstIndex; i < endIndex; i++) {
      const id = truth.ids[i]!;
      if ((truth.oddsIdOf.get(id) ?? []).some((oddsId) => c.oddsIds.has(oddsId)) && !seen.has(id)) out.gaps++;
    }
  }
  return out;
}

/** Longest stretch without an odds frame between `from` and `to` (ms), e.g. while the lease moved. */
export function longestPause(truth: Truth, from: number, to: number): number {
  let longest = 0;
  let previous = from;
  for (const t of truth.at) {
    if (t < from) continue;
    if (t > to) break;
    longest = Math.max(longest, t - previous);
    previous = t;
  }
  return Math.max(longest, to - previous);
}

/**
 * Time from the kill to the first odds frame of another publisher (frame ids are
 * `<publisher>-<sequence>`): how long the feed stood still while the lease moved. Null when no
 * other publisher spoke before the truth was read.
 */
export function feedTakeoverMs(truth: Truth, killedAt: number): number | null {
  const publisher = (id: string): string => id.slice(0, id.lastIndexOf('-'));
  let last: string | null = null;
  for (let i = 0; i < truth.ids.length; i++) {
    if (truth.at[i]! <= killedAt) last = publisher(truth.ids[i]!);
    else if (last !== null && publisher(truth.ids[i]!) !== last) return truth.at[i]! - killedAt;
  }
  return null;
}

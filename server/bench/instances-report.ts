// The two-instance run's report: the figures table (bets, SSE, feed takeover, CPU) and whether anything was lost.
import { availableParallelism } from 'node:os';
import type { LedgerCheck } from '../src/ledger/balances.js';
import { percentile, printTable, round1 } from './bench-kit.js';
import type { BetFigures } from './instances-bets.js';
import type { CrossHistory } from './instances-outcome.js';
import { feedTakeoverMs, judgeSse, longestPause, type SseClient, type Truth } from './instances-sse.js';

/** Everything the run measured, for the report. */
export interface InstancesRun {
  readonly options: {
    readonly members: number;
    readonly sseClients: number;
    readonly sseRetryMs: number;
    readonly rate: number;
    readonly seconds: number;
    readonly kill: 'feed' | 'other';
    readonly killAt: number;
  };
  readonly machine: { readonly cpuModel: string; readonly loadBefore: readonly number[]; readonly loadAfter: readonly number[] };
  readonly instances: readonly { readonly name: string; readonly port: number }[];
  readonly victim: { readonly name: string; readonly port: number };
  readonly survivor: { readonly name: string };
  readonly figures: BetFigures;
  /** performance.now() at the load's start, the kill and the restart (0: did not happen). */
  readonly times: { readonly t0: number; readonly killedAt: number; readonly restartedAt: number };
  /** CPU seconds: the victim until killed, the survivor over the whole run. */
  readonly cpu: { readonly victimBefore: number; readonly survivor: number };
  readonly stored: { readonly lost: number; readonly inDb: number; readonly ledger: LedgerCheck };
  readonly cross: readonly CrossHistory[];
  readonly sseClients: readonly SseClient[];
  readonly truth: Truth;
  /** The broker's frame count at the end of the load. */
  readonly endIndex: number;
}

/** Prints the report; true when nothing was lost and no SSE client missed a frame. */
export function reportInstancesRun(run: InstancesRun): boolean {
  const { options: o, victim, survivor, figures, sseClients, truth, endIndex, cross, instances } = run;
  const { cpuModel, loadBefore, loadAfter } = run.machine;
  const { t0, killedAt, restartedAt } = run.times;
  const { lost, inDb, ledger } = run.stored;
  const cpuVictim = { before: run.cpu.victimBefore };
  const cpuSurvivor = run.cpu.survivor;
  const sse = judgeSse(sseClients, truth, endIndex);
  const betsEnd = t0 + o.seconds * 1000; // no bet starts after this
  const pauseMs = killedAt ? longestPause(truth, killedAt, betsEnd) : 0;
  const takeoverMs = o.kill === 'feed' && killedAt ? feedTakeoverMs(truth, killedAt) : null;
  const lat = [...figures.latencies].sort((a, b) => a - b);
  const refused = [...figures.refused.values()].reduce((a, b) => a + b, 0);
  const rate = (from: number, to: number): string =>
    to > from ? String(Math.round(figures.acks.filter((a) => a.at >= from && a.at < to).length / ((to - from) / 1000))) : '-';
  const phases = `${rate(t0, killedAt)} / ${rate(killedAt, Math.min(restartedAt, betsEnd))} / ${rate(restartedAt, betsEnd)}`;
  const sseOnVictim = sseClients.filter((c) => c.ports[0] === victim.port).length;

  console.log(
    `\nTwo instances behind nginx: ${cpuModel}, ${availableParallelism()} cores; load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ` +
      `${loadAfter.map((x) => x.toFixed(2)).join(' ')} after (the machine is shared: figures are noisy)`,
  );
  console.log(
    `${o.members} bettors, ${o.sseClients} SSE clients (reconnecting after ${o.sseRetryMs} ms), ${o.rate} odds changes/s, ${o.seconds} s of load; ${victim.name} (${o.kill === 'feed' ? 'the feed lease holder' : 'not the lease holder'}) ` +
      `SIGKILLed at ${o.killAt} s, started again after ${((restartedAt - killedAt) / 1000).toFixed(1)} s\n`,
  );
  printTable([
    { what: 'bets acknowledged (200)', value: figures.acks.length },
    { what: '  of which answered from the stored answer (Idempotent-Replay)', value: figures.acks.filter((a) => a.replayed).length },
    { what: 'bets/s through nginx (whole run, kill included)', value: Math.round(figures.acks.length / o.seconds) },
    { what: `bets/s: both up / ${victim.name} down / both up again`, value: phases },
    {
      what: 'latency p50 / p99 / max, ms (retries included)',
      value: `${round1(percentile(lat, 50))} / ${round1(percentile(lat, 99))} / ${round1(lat.at(-1) ?? NaN)}`,
    },
    { what: 'requests retried with the same key (extra attempts)', value: `${figures.retriedRequests} (${figures.retryAttempts})` },
    { what: 'refused (code: count)', value: refused ? [...figures.refused.entries()].map(([k, v]) => `${k}: ${v}`).join(', ') : '0' },
    { what: 'given up (no answer within 30 s)', value: figures.givenUp },
    { what: 'LOST: acknowledged, not in the database', value: lost },
    { what: 'slips in the database (acknowledged + given up at most)', value: inDb },
    {
      what: 'ledger: unbalanced / drifted / negative',
      value: `${ledger.unbalanced.length} / ${ledger.drifted.length} / ${ledger.negative.length}`,
    },
    ...cross.map((c) => ({
      what: `placed through ${c.name}, shown in history read through ${c.other}`,
      value: `${c.shown} / ${c.placed}`,
    })),
    { what: `SSE clients first connected to ${victim.name}`, value: `${sseOnVictim} of ${o.sseClients}` },
    { what: 'SSE frames received', value: sse.frames },
    { what: 'SSE reconnects (Last-Event-ID)', value: sse.reconnects },
    { what: 'SSE gaps: frames of a watched id never received', value: sse.gaps },
    { what: 'SSE resets (resume id unknown)', value: sse.resets },
    { what: 'SSE duplicates / out of order / not from the broker', value: `${sse.duplicates} / ${sse.outOfOrder} / ${sse.unknown}` },
    {
      what: 'odds frames on the broker during the load (per second)',
      value: (() => {
        const n = truth.at.filter((t) => t >= t0 && t < betsEnd).length;
        return `${n} (${Math.round(n / o.seconds)}/s)`;
      })(),
    },
    { what: 'longest stretch without odds frames after the kill, s (until the load ended)', value: (pauseMs / 1000).toFixed(1) },
    ...(o.kill === 'feed'
      ? [
          {
            what: 'feed taken over by another instance after, s (first frame of a new publisher)',
            value:
              takeoverMs === null ? `not within ${((performance.now() - killedAt) / 1000).toFixed(0)} s` : (takeoverMs / 1000).toFixed(1),
          },
        ]
      : []),
    {
      what: `server CPU % of one core: ${victim.name} until killed, ${survivor.name} whole run`,
      value: `${Math.round((cpuVictim.before / o.killAt) * 100)} / ${Math.round((cpuSurvivor / o.seconds) * 100)}`,
    },
  ]);
  for (const e of figures.errors) {
    const name = instances.find((i) => i.port === e.port)?.name ?? '?';
    console.log(`server error at ${((e.at - t0) / 1000).toFixed(1)} s from ${name}: ${e.status} ${e.message}`);
  }
  const sound = lost === 0 && sse.gaps === 0 && sse.resets === 0 && cross.every((c) => c.shown === c.placed);
  console.log(sound ? '\nnothing lost, no gap' : '\nSOMETHING WAS LOST (see above)');
  return sound;
}

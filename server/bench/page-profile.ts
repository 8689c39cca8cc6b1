/**
 * A CPU profile of a page's main thread over a measured window (CDP Profiler), written to a file
 * and summarised: self time per function, and the same for the stretches where the thread never
 * went idle for more than 50 ms (what the page's long tasks were made of). Used by the in-play
 * browser benchmark's `--profile`; prints figures, asserts nothing.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';

interface CpuProfile {
  readonly nodes: Array<{
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }>;
  readonly samples: number[];
  readonly timeDeltas: number[];
}

/** A stretch of the main thread this long without an idle sample is a long task (the longtask entry's bound). */
const LONG_STRETCH_MS = Number(process.env.BENCH_LONG_MS ?? 50);

const f1 = (n: number): string => n.toFixed(1);

/** Each sample's function (the site's minified names, with file and line) and duration in ms. */
function samplesOf(profile: CpuProfile): Array<{ name: string; ms: number }> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  return profile.samples.map((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const name = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}` : '(unknown)';
    return { name, ms: (profile.timeDeltas[i] ?? 0) / 1000 };
  });
}

/** Self time per function, the largest first, as printable lines. */
function ranked(samples: ReadonlyArray<{ name: string; ms: number }>, top: number): string[] {
  const ms = new Map<string, number>();
  for (const s of samples) ms.set(s.name, (ms.get(s.name) ?? 0) + s.ms);
  const total = [...ms.values()].reduce((a, b) => a + b, 0);
  return [...ms.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, t]) => `${f1(t).padStart(8)} ms ${f1((100 * t) / total).padStart(5)} %  ${name}`);
}

/** The samples inside stretches longer than LONG_STRETCH_MS with no idle sample, and how many stretches. */
function longStretches(samples: ReadonlyArray<{ name: string; ms: number }>): {
  count: number;
  samples: Array<{ name: string; ms: number }>;
} {
  const inside: Array<{ name: string; ms: number }> = [];
  let count = 0;
  let run: Array<{ name: string; ms: number }> = [];
  const close = (): void => {
    if (run.reduce((n, s) => n + s.ms, 0) > LONG_STRETCH_MS) {
      count++;
      inside.push(...run);
    }
    run = [];
  };
  for (const s of samples) {
    if (s.name.startsWith('(idle)')) close();
    else run.push(s);
  }
  close();
  return { count, samples: inside };
}

export async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return cdp;
}

/** Stops the profile, writes it to `file` (open it in Chrome's DevTools) and prints the summaries. */
export async function stopProfile(cdp: CDPSession, file: string): Promise<void> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  writeFileSync(file, JSON.stringify(profile));
  const samples = samplesOf(profile);
  console.log(`page CPU profile  ${file}; self time, largest first:`);
  for (const line of ranked(samples, 25)) console.log(`  ${line}`);
  const long = longStretches(samples);
  console.log(`busy stretches over ${LONG_STRETCH_MS} ms without an idle sample: ${long.count}; their self time, largest first:`);
  for (const line of ranked(long.samples, 15)) console.log(`  ${line}`);
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/** The renderer's main-thread work worth naming, by trace event (time inside nested events counts in each). */
const TRACE_NAMES = [
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'ParseAuthorStyleSheet',
];

/** Starts a timeline trace of the page (CDP Tracing): the events arrive as they are collected. */
export async function startTrace(page: Page): Promise<{ cdp: CDPSession; events: TraceEvent[] }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => void events.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,v8', transferMode: 'ReportEvents' });
  return { cdp, events };
}

/** Ends the trace and prints the main thread's time per kind of work over `seconds`. */
export async function stopTrace(trace: { cdp: CDPSession; events: TraceEvent[] }, seconds: number): Promise<void> {
  const done = new Promise<void>((resolve) => trace.cdp.once('Tracing.tracingComplete', () => resolve()));
  await trace.cdp.send('Tracing.end');
  await done;
  const main = trace.events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const ms = new Map<string, number>();
  for (const e of trace.events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !TRACE_NAMES.includes(e.name)) continue;
    ms.set(e.name, (ms.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  console.log(`page main thread (trace), ms per second of the window; nested kinds count in each:`);
  for (const name of TRACE_NAMES.filter((n) => ms.has(n))) console.log(`  ${name.padEnd(24)} ${f1(ms.get(name)! / seconds).padStart(7)}`);
  if (main) printLongTasks(trace.events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X'));
}

/** Each main-thread task over LONG_STRETCH_MS with the kinds of work inside it. */
function printLongTasks(events: readonly TraceEvent[]): void {
  const tasks = events.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) / 1000 > LONG_STRETCH_MS);
  console.log(`main-thread tasks over ${LONG_STRETCH_MS} ms in the trace: ${tasks.length}`);
  for (const task of tasks) {
    const inside = new Map<string, number>();
    for (const e of events) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + (task.dur ?? 0) || !TRACE_NAMES.includes(e.name)) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const parts = [...inside.entries()].sort((a, b) => b[1] - a[1]).map(([n, t]) => `${n} ${f1(t)}`);
    console.log(`  ${f1((task.dur ?? 0) / 1000)} ms: ${parts.join(', ')}`);
  }
}

import { jest } from '@jest/globals';
import { ManualClock } from '../ports/clock.js';
import { RECENT_FAILURE_MS, TaskSupervisor } from './task-supervisor.js';

const T0 = Date.UTC(2026, 2, 2, 3, 0, 0);

function supervisor() {
  const clock = new ManualClock(T0);
  const logged: string[] = [];
  const tasks = new TaskSupervisor({ now: () => clock.now(), log: (task, error) => logged.push(`${task}: ${(error as Error).message}`) });
  return { clock, logged, tasks };
}

describe('TaskSupervisor', () => {
  it('counts runs and failures, keeps the last error and its time, logs it, and never throws', async () => {
    const { clock, logged, tasks } = supervisor();
    expect(await tasks.run('feedSync', async () => 7)).toBe(7);
    clock.advance(1_000);
    await expect(tasks.run('feedSync', () => Promise.reject(new Error('boom')), 'oddsChanged')).resolves.toBeUndefined();
    expect(tasks.report()).toEqual({
      status: 'degraded',
      tasks: {
        feedSync: {
          runs: 2,
          failures: 1,
          consecutiveFailures: 1,
          lastRunAt: new Date(T0 + 1_000).toISOString(),
          // The first run succeeded at T0; the failed one does not move it.
          lastSuccessAt: new Date(T0).toISOString(),
          lastError: 'oddsChanged: boom',
          lastFailureAt: new Date(T0 + 1_000).toISOString(),
        },
      },
    });
    expect(logged).toEqual(['feedSync: boom']);
    expect(tasks.lastSuccesses()).toEqual(new Map([['feedSync', T0]]));
    expect(tasks.failures()).toEqual(['feedSync x1: oddsChanged: boom']);
  });

  it('stays degraded for a while after a failure even when later runs succeed, then reports ok', async () => {
    const { clock, tasks } = supervisor();
    await tasks.run('sweep', () => Promise.reject(new Error('down')));
    await tasks.run('sweep', async () => undefined);
    expect(tasks.report().status).toBe('degraded');
    expect(tasks.report().tasks.sweep?.consecutiveFailures).toBe(0);
    clock.advance(RECENT_FAILURE_MS);
    expect(tasks.report().status).toBe('ok');
    expect(tasks.report().tasks.sweep).toMatchObject({ runs: 2, failures: 1, lastError: 'down' });
  });

  it('fails a test through assertNoFailures until the failed task is forgotten', async () => {
    const { tasks } = supervisor();
    await tasks.run('healthy', async () => undefined);
    expect(() => tasks.assertNoFailures()).not.toThrow();
    await tasks.run('rounds', () => Promise.reject(new Error('no table')));
    expect(() => tasks.assertNoFailures()).toThrow(/rounds x1: no table/);
    tasks.forget('rounds');
    expect(() => tasks.assertNoFailures()).not.toThrow();
  });

  it('repeats a task on a timer without overlapping passes, and stops', async () => {
    const { tasks } = supervisor();
    jest.useFakeTimers();
    try {
      let release: () => void = () => undefined;
      let started = 0;
      const stop = tasks.every('slow', 5, () => {
        started++;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await jest.advanceTimersByTimeAsync(5);
      expect(started).toBe(1);
      // Ten more ticks while the first pass is still running: none starts a second one.
      await jest.advanceTimersByTimeAsync(50);
      expect(started).toBe(1);
      release();
      await jest.advanceTimersByTimeAsync(5);
      expect(started).toBe(2);
      stop();
      release();
      await jest.advanceTimersByTimeAsync(50);
      expect(started).toBe(2);
      expect(tasks.report().tasks.slow).toMatchObject({ runs: 2, failures: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});

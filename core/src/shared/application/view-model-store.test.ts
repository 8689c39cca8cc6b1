import { Subject } from 'rxjs';
import { createViewModelStore } from './view-model-store.js';

describe('the view-model store', () => {
  it('holds the state, takes patches and functions, and tells subscribers', () => {
    const store = createViewModelStore({ count: 0, label: 'a' });
    const seen: unknown[] = [];
    store.state$.subscribe((s) => seen.push(s));
    store.set({ count: 1 });
    store.set((s) => ({ ...s, label: s.label + 'b' }));
    expect(store.get()).toEqual({ count: 1, label: 'ab' });
    expect(seen).toEqual([
      { count: 0, label: 'a' },
      { count: 1, label: 'a' },
      { count: 1, label: 'ab' },
    ]);
  });

  it('runs an exclusive intent one at a time: a second call while one runs is ignored', async () => {
    const store = createViewModelStore({ sent: 0 });
    let release!: () => void;
    const submit = store.exclusive(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      store.set((s) => ({ sent: s.sent + 1 }));
    });
    submit();
    submit();
    release();
    await new Promise((r) => setImmediate(r));
    expect(store.get().sent).toBe(1);
    submit();
    release();
    await new Promise((r) => setImmediate(r));
    expect(store.get().sent).toBe(2);
  });

  it('keeps an intent alive after a run throws', async () => {
    const store = createViewModelStore({ runs: 0 });
    const act = store.exclusive(async () => {
      store.set((s) => ({ runs: s.runs + 1 }));
      if (store.get().runs === 1) throw new Error('first run fails');
    });
    act();
    await new Promise((r) => setImmediate(r));
    act();
    await new Promise((r) => setImmediate(r));
    expect(store.get().runs).toBe(2);
  });

  it('dispose ends owned subscriptions and intents, completes state$, and ignores later changes', () => {
    const store = createViewModelStore({ n: 0 });
    const ticks = new Subject<number>();
    store.own(ticks.subscribe((n) => store.set({ n })));
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    const intent = store.exclusive(async () => store.set({ n: 99 }));
    store.dispose();
    ticks.next(5);
    intent();
    store.set({ n: 7 });
    expect(completed).toBe(true);
    expect(store.get().n).toBe(0);
    expect(ticks.observed).toBe(false);
  });
});

describe('latest intents', () => {
  it('apply only the answer of the newest call', async () => {
    const store = createViewModelStore({ shown: '' });
    const answers: Record<string, (value: string) => void> = {};
    const open = store.latest(
      (tab: string) => new Promise<string>((resolve) => (answers[tab] = resolve)),
      (value) => store.set({ shown: value }),
    );
    open('notice');
    open('rule');
    answers.rule!('rules');
    answers.notice!('notices (late)');
    await new Promise((r) => setImmediate(r));
    expect(store.get().shown).toBe('rules');
  });
});

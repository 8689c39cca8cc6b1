import { AnimationFrameScheduler, type AnimationFrames } from './animation-frame-scheduler.js';

/** A frame loop driven by hand. */
function manualFrames(): AnimationFrames & { frame(): void; waiting(): number } {
  let next = 1;
  const callbacks = new Map<number, () => void>();
  return {
    request: (cb) => {
      callbacks.set(next, cb);
      return next++;
    },
    cancel: (h) => void callbacks.delete(h),
    frame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const cb of due) cb();
    },
    waiting: () => callbacks.size,
  };
}

describe('AnimationFrameScheduler', () => {
  it('runs a request on the next animation frame, and not when cancelled', () => {
    const frames = manualFrames();
    const scheduler = new AnimationFrameScheduler(frames);
    const ran: string[] = [];
    scheduler.request(() => ran.push('a'));
    const cancel = scheduler.request(() => ran.push('b'));
    expect(ran).toEqual([]);
    cancel();
    expect(frames.waiting()).toBe(1);
    frames.frame();
    expect(ran).toEqual(['a']);
  });

  it('falls back to a frame-long timer where there is no frame loop (Node)', async () => {
    const scheduler = new AnimationFrameScheduler(null);
    const ran: string[] = [];
    scheduler.request(() => ran.push('a'));
    scheduler.request(() => ran.push('b'))();
    expect(ran).toEqual([]);
    await new Promise((r) => setTimeout(r, 40));
    expect(ran).toEqual(['a']);
  });
});

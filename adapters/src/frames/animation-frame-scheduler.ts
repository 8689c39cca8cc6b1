import type { FrameScheduler } from '@bet/core/shared';

/** The browser's frame loop, passed in (tests give their own); absent under Node. */
export interface AnimationFrames {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

/** A frame's length at 60 Hz: the timer fallback's pace where no frame loop exists. */
const FALLBACK_FRAME_MS = 16;

function browserFrames(): AnimationFrames | null {
  const g = globalThis as { requestAnimationFrame?: (cb: () => void) => number; cancelAnimationFrame?: (h: number) => void };
  const raf = g.requestAnimationFrame;
  const caf = g.cancelAnimationFrame;
  if (!raf || !caf) return null;
  return { request: (cb) => raf.call(globalThis, cb), cancel: (h) => caf.call(globalThis, h) };
}

/**
 * core's `FrameScheduler` on requestAnimationFrame: what changes many times between two paints
 * is drawn once, right before the next. A hidden tab runs no frames, so nothing is drawn there
 * until it shows again (core keeps only the latest state of each key meanwhile). Without a
 * frame loop (Node) a 16 ms timer stands in.
 */
export class AnimationFrameScheduler implements FrameScheduler {
  private readonly frames: AnimationFrames | null;

  constructor(frames: AnimationFrames | null = browserFrames()) {
    this.frames = frames;
  }

  request(run: () => void): () => void {
    const frames = this.frames;
    if (!frames) {
      const timer = setTimeout(run, FALLBACK_FRAME_MS);
      return () => clearTimeout(timer);
    }
    const handle = frames.request(() => run());
    return () => frames.cancel(handle);
  }
}

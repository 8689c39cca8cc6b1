import { portToken } from './port-token.js';

/**
 * The screen's paint rhythm. Core never touches window or requestAnimationFrame: a store that
 * coalesces many changes into one repaint asks this port, and the app passes the browser's
 * animation frames (adapters' `animationFrameScheduler`). Without one, changes are told at once.
 */
export interface FrameScheduler {
  /** Runs `run` once before the next repaint; the returned function cancels it. */
  request(run: () => void): () => void;
}
export const FrameScheduler = portToken<FrameScheduler>('FrameScheduler');

/** Runs at once: for Node, tests and screens without a browser frame loop. */
export const immediateFrames: FrameScheduler = {
  request(run) {
    run();
    return () => undefined;
  },
};

export { AnimationFrameScheduler } from './animation-frame-scheduler.js';
export type { AnimationFrames } from './animation-frame-scheduler.js';

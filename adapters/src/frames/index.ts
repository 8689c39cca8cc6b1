export * from './animation-frame-scheduler.js';

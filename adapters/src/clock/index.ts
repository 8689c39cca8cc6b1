export * from './system-clock.js';

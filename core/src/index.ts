// Public surface of @bet/core. Each feature exports its domain and application parts.
export * from './shared/index.js';

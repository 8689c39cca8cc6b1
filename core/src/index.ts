// Public surface of @bet/core. Each feature exports its domain and application parts.
export * from './shared/index.js';
export * from './bet-slip/index.js';
export * from './inplay/index.js';
export * from './labels/index.js';
export * from './session/index.js';
export * from './sign-up/index.js';
export * from './roulette/index.js';
export * from './inbox/index.js';
export * from './inquiry/index.js';
export * from './boards/index.js';
export * from './popups/index.js';
export * from './history/index.js';
export * from './charge/index.js';
export * from './api/index.js';
export * from './sports/index.js';
export * from './password-change/index.js';
export * from './feature-links/index.js';

// Public surface of @bet/ui: the theme, the design system, the shell, and every feature (each
// folder's index.ts exports what it renders, its dialog kinds and its dialog renderers).
export * from './theme/index.js';
export * from './design-system/index.js';
export * from './shell/index.js';
export * from './site-pages/index.js';
export * from './session/index.js';
export * from './sign-up/index.js';
export * from './boards/index.js';
export * from './bet-slip/index.js';
export * from './sports/index.js';
export * from './history/index.js';
export * from './charge/index.js';
export * from './casino/index.js';
export * from './minigame/index.js';
export * from './virtual/index.js';
export * from './inbox/index.js';
export * from './inquiry/index.js';
export * from './popups/index.js';
export * from './roulette/index.js';
export * from './inplay/index.js';
export * from './password-change/index.js';
export * from './points/index.js';
export * from './attendance/index.js';
export * from './holdem/index.js';
export * from './streaming/index.js';
export * from './referrals/index.js';

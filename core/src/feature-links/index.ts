// Public surface of the feature links: the session's member mapped into what other features read.
export * from './session-streams.js';
export * from './live-bet-delays.js';
export * from './casino-member.js';
export * from './minigame-links.js';
export * from './points-links.js';
export * from './virtual-links.js';
export * from './holdem-links.js';
export * from './member-live-updates.js';

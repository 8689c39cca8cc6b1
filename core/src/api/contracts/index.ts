// Every contract (request and response types, decoders, encoders) of the API client.
export * from './common.js';
export * from './auth.js';
export * from './member.js';
export * from './settings.js';
export * from './support.js';
export * from './messages.js';
export * from './points.js';
export * from './money.js';
export * from './charge.js';
export * from './roulette.js';
export * from './boards.js';
export * from './sports.js';
export * from './sports-betting.js';
export * from './minigame.js';
export * from './games.js';
export * from './files.js';
export * from './admin.js';

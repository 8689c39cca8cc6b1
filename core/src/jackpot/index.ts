export { JACKPOT_COUNT_UP_MS, JACKPOT_POLL_MS, JACKPOT_SHARE_BPS, jackpotFigureAt, jackpotShareOf } from './domain/jackpot.js';
export type { JackpotCount } from './domain/jackpot.js';
export { JackpotGateway } from './application/jackpot.gateway.js';
export type { JackpotReading } from './application/jackpot.gateway.js';
export { createApiJackpotGateway } from './application/api-jackpot-gateway.js';
export { JackpotViewModel } from './application/jackpot.view-model.js';
export type { JackpotView } from './application/jackpot.view-model.js';

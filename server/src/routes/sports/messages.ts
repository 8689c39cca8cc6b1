/**
 * Every Korean text the sports, rounds and live routes send. It lives in core
 * (core/src/sports/domain/sports-api.messages.ts) beside the bet slip's own texts, so a sentence
 * both ends say is written once.
 */
export { SPORTS_API_MESSAGES as SPORTS_MESSAGES } from '@bet/core/sports';

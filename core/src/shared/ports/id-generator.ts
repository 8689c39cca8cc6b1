import { portToken } from './port-token.js';

/**
 * Fresh unique ids for the domain (core never calls randomness itself). The money-moving
 * intents take their Idempotency-Key from here, once per member intent.
 */
export interface IdGenerator {
  /** A new id, unique with overwhelming probability: 8-100 characters of [A-Za-z0-9_.:-]. */
  newId(): string;
}
export const IdGenerator = portToken<IdGenerator>('IdGenerator');

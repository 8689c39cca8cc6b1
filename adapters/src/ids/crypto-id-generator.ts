import type { IdGenerator } from '@bet/core/shared';

/** Core's IdGenerator on the platform's crypto.randomUUID (browsers and Node 20). */
export class CryptoIdGenerator implements IdGenerator {
  newId(): string {
    return globalThis.crypto.randomUUID();
  }
}

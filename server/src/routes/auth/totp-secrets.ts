import { isSealed, openTotpSecret, sealTotpSecret } from '../../auth/totp-seal.js';
import type { Db } from '../../db/db.js';
import { allOperatorSecrets, replaceSecret } from './second-factor-store.js';

/**
 * Run at start (main.ts), after the migrations: seals every plaintext TOTP secret left from before
 * sealing (migration 013 stored them as written), then opens every sealed one, so a wrong
 * TOTP_ENCRYPTION_KEY stops the start at once (TotpKeyError, naming the variable) instead of
 * failing the operator's next login. Returns how many plaintext secrets were sealed.
 */
export async function prepareTotpSecrets(db: Db, keyText: string): Promise<number> {
  return db.transaction(async (tx) => {
    let sealed = 0;
    for (const row of await allOperatorSecrets(tx)) {
      const memberId = Number(row.member_id);
      if (isSealed(row.secret)) {
        openTotpSecret(keyText, memberId, row.secret);
        continue;
      }
      await replaceSecret(tx, memberId, sealTotpSecret(keyText, memberId, row.secret));
      sealed += 1;
    }
    return sealed;
  });
}

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

/** What a key rotation did: secrets moved from the old key, and ones the new key already opened. */
export interface TotpRotation {
  readonly resealed: number;
  readonly alreadyNew: number;
}

/**
 * `npm run rotate-totp-key` (docs/operations.md): re-seals every operator's TOTP secret from
 * `oldKey` to `newKey` in one transaction, with the table locked against enrolments meanwhile.
 * A secret neither key opens stops it (TotpKeyError) and nothing changes; a secret the new key
 * already opens is left as it is, so running it twice is harmless. Plaintext leftovers are
 * sealed with the new key.
 */
export async function rotateTotpSecrets(db: Db, oldKey: string, newKey: string): Promise<TotpRotation> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE operator_totp IN SHARE ROW EXCLUSIVE MODE');
    let resealed = 0;
    let alreadyNew = 0;
    for (const row of await allOperatorSecrets(tx)) {
      const memberId = Number(row.member_id);
      let secret: string;
      if (!isSealed(row.secret)) secret = row.secret;
      else {
        try {
          secret = openTotpSecret(oldKey, memberId, row.secret);
        } catch {
          openTotpSecret(newKey, memberId, row.secret); // throws TotpKeyError when neither key opens it
          alreadyNew += 1;
          continue;
        }
      }
      await replaceSecret(tx, memberId, sealTotpSecret(newKey, memberId, secret));
      resealed += 1;
    }
    return { resealed, alreadyNew };
  });
}

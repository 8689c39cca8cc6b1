/**
 * `OLD_TOTP_ENCRYPTION_KEY=... NEW_TOTP_ENCRYPTION_KEY=... npm run rotate-totp-key`
 * (docs/operations.md): re-seals every operator's TOTP secret from the old key to the new one in
 * one transaction, on the server's database (DATABASE_URL, else DATA_DIR). The keys come from the
 * environment, not the command line, so they stay out of the shell history and `ps`. Stop the
 * servers first and start them with TOTP_ENCRYPTION_KEY set to the new key afterwards. In the
 * production folder: `node server/dist/rotate-totp-key-cli.js`.
 */
import { parseTotpKey, TOTP_KEY_VARIABLE, TotpKeyError } from '../auth/totp-seal.js';
import { DEFAULT_DATA_DIR, openDb } from '../db/open-db.js';
import { rotateTotpSecrets } from '../routes/auth/totp-secrets.js';

const OLD = `OLD_${TOTP_KEY_VARIABLE}`;
const NEW = `NEW_${TOTP_KEY_VARIABLE}`;

function keyFromEnv(name: string): string {
  const key = process.env[name]?.trim() ?? '';
  if (parseTotpKey(key) !== null) return key;
  console.error(`Nothing done: ${name} must be set to a key of 32 bytes (64 hex digits or base64)`);
  process.exit(1);
}

const oldKey = keyFromEnv(OLD);
const newKey = keyFromEnv(NEW);
if (parseTotpKey(oldKey)!.equals(parseTotpKey(newKey)!)) {
  console.error(`Nothing done: ${OLD} and ${NEW} are the same key`);
  process.exit(1);
}
const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR });
try {
  const { resealed, alreadyNew } = await rotateTotpSecrets(db, oldKey, newKey);
  console.log(
    `TOTP secrets re-sealed with the new key: ${resealed}; already under the new key: ${alreadyNew}. Start the servers with ${TOTP_KEY_VARIABLE} set to the new key.`,
  );
} catch (error) {
  if (!(error instanceof TotpKeyError)) throw error;
  console.error(`Nothing done: ${error.message.replace(`${TOTP_KEY_VARIABLE} is not the key`, `neither ${OLD} nor ${NEW} is the key`)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}

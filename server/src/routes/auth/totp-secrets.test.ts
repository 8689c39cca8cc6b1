import { Secret, TOTP } from 'otpauth';
import { hashSecretNow } from '../../auth/password.js';
import { DEV_TOTP_ENCRYPTION_KEY, isSealed, openTotpSecret, sealTotpSecret, TotpKeyError } from '../../auth/totp-seal.js';
import { newTotpSecret } from '../../auth/totp.js';
import { createHarness, json, type Harness } from '../../testing/harness.js';
import { prepareTotpSecrets } from './totp-secrets.js';

// The operators' TOTP secrets at rest (issue 11): AES-256-GCM under TOTP_ENCRYPTION_KEY.
const KEY = 'c2VjcmV0LWtleS1vZi10aGlzLXRlc3QtMzItYnl0ZXM=';
const OTHER_KEY = 'a'.repeat(64);
let h: Harness;
let operatorId: number;

beforeAll(async () => {
  h = await createHarness({ config: { totpEncryptionKey: KEY } });
  operatorId = await h.createMember('sealadmin', { isAdmin: true, role: 10, type: 1 });
  await h.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [operatorId, await hashSecretNow('pass1234')]);
});
afterAll(() => h.close());

const storedSecret = async (memberId: number): Promise<string> =>
  (await h.db.query<{ secret: string }>('SELECT secret FROM operator_totp WHERE member_id = $1', [memberId])).rows[0]!.secret;
const codeAt = (secret: string, at: number): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function enrolStep(): Promise<{ challenge: string; secret: string }> {
  const res = await h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId: 'sealadmin', password: 'pass1234' } });
  const step = json(res).secondFactor as { challenge: string; enrolment: { secret: string } };
  return { challenge: step.challenge, secret: step.enrolment.secret };
}

describe("the operators' TOTP secrets at rest", () => {
  it('stores the enrolment secret encrypted (not the secret, not its base32), and the code it shows still logs in', async () => {
    const { challenge, secret } = await enrolStep();
    const stored = await storedSecret(operatorId);
    expect(stored).not.toBe(secret);
    expect(stored).not.toContain(secret);
    expect(isSealed(stored)).toBe(true);
    expect(openTotpSecret(KEY, operatorId, stored)).toBe(secret);
    const res = await h.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload: { challenge, code: codeAt(secret, h.clock.now()) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    const secret = newTotpSecret();
    expect(sealTotpSecret(KEY, 1, secret)).not.toBe(sealTotpSecret(KEY, 1, secret));
  });

  it('refuses to open with another key, or in another operator’s row, naming TOTP_ENCRYPTION_KEY', async () => {
    const stored = await storedSecret(operatorId);
    expect(() => openTotpSecret(OTHER_KEY, operatorId, stored)).toThrow(TotpKeyError);
    expect(() => openTotpSecret(OTHER_KEY, operatorId, stored)).toThrow(
      `The TOTP secret of operator ${operatorId} cannot be decrypted: TOTP_ENCRYPTION_KEY is not the key it was encrypted with`,
    );
    expect(() => openTotpSecret(KEY, operatorId + 1, stored)).toThrow(TotpKeyError);
    const tampered = stored.slice(0, -2) + (stored.endsWith('AA') ? 'AB' : 'AA');
    expect(() => openTotpSecret(KEY, operatorId, tampered)).toThrow(TotpKeyError);
  });

  it('seals at start the plaintext secrets written before sealing existed, and a wrong key stops the start', async () => {
    const oldOperator = await h.createMember('plainadmin', { isAdmin: true, role: 10, type: 1 });
    const plain = newTotpSecret();
    await h.db.query('INSERT INTO operator_totp (member_id, secret, enrolled_at) VALUES ($1, $2, $3)', [
      oldOperator,
      plain,
      new Date(h.clock.now()),
    ]);
    expect(await prepareTotpSecrets(h.db, KEY)).toBe(1);
    const stored = await storedSecret(oldOperator);
    expect(stored).not.toContain(plain);
    expect(openTotpSecret(KEY, oldOperator, stored)).toBe(plain);
    // Run again: nothing left to seal, and every sealed secret opens.
    expect(await prepareTotpSecrets(h.db, KEY)).toBe(0);
    await expect(prepareTotpSecrets(h.db, OTHER_KEY)).rejects.toThrow(/TOTP_ENCRYPTION_KEY is not the key/);
    // The refused start changed nothing.
    expect(await storedSecret(oldOperator)).toBe(stored);
  });

  it('has a fixed development key of 32 bytes that is not the production one', () => {
    expect(Buffer.from(DEV_TOTP_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
    expect(() => openTotpSecret(DEV_TOTP_ENCRYPTION_KEY, 1, sealTotpSecret(KEY, 1, newTotpSecret()))).toThrow(TotpKeyError);
  });
});

import { readLaunchToken, signCallback, signLaunchToken, verifyCallback } from './casino-signature.js';

describe('casino signatures', () => {
  it('verifies a callback signed with the shared secret, whatever the key order, and nothing altered', () => {
    const fields = { type: 'bet', uid: 'SIM1', transactionId: 't-1', roundId: 'r-1', amount: 1_000 };
    const signature = signCallback('s3cret', fields);
    expect(verifyCallback('s3cret', { amount: 1_000, roundId: 'r-1', transactionId: 't-1', uid: 'SIM1', type: 'bet', signature })).toBe(
      true,
    );
    expect(verifyCallback('s3cret', { ...fields, amount: 100_000, signature })).toBe(false);
    expect(verifyCallback('other', { ...fields, signature })).toBe(false);
    expect(verifyCallback('s3cret', { ...fields, signature: signature.slice(1) })).toBe(false);
  });

  it('reads a launch token until it expires, and never a forged one', () => {
    const token = signLaunchToken('s3cret', { uid: 'SIM1', gameId: 'lucky-gold-rush', expiresAt: 2_000 });
    expect(readLaunchToken('s3cret', token, 1_999)).toEqual({ uid: 'SIM1', gameId: 'lucky-gold-rush', expiresAt: 2_000 });
    expect(readLaunchToken('s3cret', token, 2_000)).toBeNull();
    expect(readLaunchToken('s3cret', token.replace('lucky-gold-rush', 'dragon-hilo'), 0)).toBeNull();
    expect(readLaunchToken('s3cret', 'a.b.c', 0)).toBeNull();
  });
});

import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { hmacSha256 } from './hmac-sha256.js';
import { sha256, sha256Hex, toHex, utf8Bytes } from './sha256.js';

const nodeSha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('sha256', () => {
  it('gives the FIPS 180-4 digests of the standard messages', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('equals node:crypto byte for byte on any bytes, across every padding boundary', () => {
    for (let n = 0; n <= 130; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(toHex(sha256(bytes))).toBe(nodeSha(bytes));
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toHex(sha256(bytes))).toBe(nodeSha(bytes));
      }),
      { numRuns: 300 },
    );
  });

  it('equals node:crypto on any text, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        expect(toHex(utf8Bytes(text))).toBe(Buffer.from(text, 'utf8').toString('hex'));
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 300 },
    );
    expect(toHex(utf8Bytes('\ud800x\udc00'))).toBe(Buffer.from('\ud800x\udc00', 'utf8').toString('hex'));
    expect(toHex(utf8Bytes('x\ud800'))).toBe(Buffer.from('x\ud800', 'utf8').toString('hex'));
    expect(toHex(utf8Bytes('공정 😀'))).toBe(Buffer.from('공정 😀', 'utf8').toString('hex'));
  });
});

describe('hmacSha256', () => {
  it('gives RFC 4231 test case 2', () => {
    expect(toHex(hmacSha256(utf8Bytes('Jefe'), utf8Bytes('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('equals node:crypto for any key (shorter, equal to and longer than a block) and message', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 200 }), (key, message) => {
        expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
      { numRuns: 300 },
    );
    const long = new Uint8Array(100).fill(9);
    expect(toHex(hmacSha256(long, utf8Bytes('x')))).toBe(createHmac('sha256', long).update('x').digest('hex'));
    const block = new Uint8Array(64).fill(7);
    expect(toHex(hmacSha256(block, utf8Bytes('x')))).toBe(createHmac('sha256', block).update('x').digest('hex'));
  });
});

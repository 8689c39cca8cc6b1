import { SHA256_BLOCK_BYTES, sha256 } from './sha256.js';

/** HMAC-SHA256 (RFC 2104): a key longer than a block is hashed first, a shorter one zero-padded. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(SHA256_BLOCK_BYTES);
  block.set(key.length > SHA256_BLOCK_BYTES ? sha256(key) : key);
  const inner = new Uint8Array(SHA256_BLOCK_BYTES + message.length);
  const outer = new Uint8Array(SHA256_BLOCK_BYTES + 32);
  for (let i = 0; i < SHA256_BLOCK_BYTES; i++) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  inner.set(message, SHA256_BLOCK_BYTES);
  outer.set(sha256(inner), SHA256_BLOCK_BYTES);
  return sha256(outer);
}

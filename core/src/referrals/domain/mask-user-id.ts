/**
 * A referral's user id as another member may read it: the first three characters, the rest as
 * '*' (at least one hidden: 'member01' -> 'mem*****', 'abc' -> 'ab*'). Both ends use it: the
 * server sends only the masked id.
 */
export function maskUserId(userId: string): string {
  const chars = [...userId];
  const shown = Math.min(3, Math.max(chars.length - 1, 0));
  return chars.slice(0, shown).join('') + '*'.repeat(chars.length - shown);
}

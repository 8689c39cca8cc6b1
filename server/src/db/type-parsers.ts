/**
 * Both drivers return the same JavaScript values: int8 and numeric as numbers (money is a safe
 * integer everywhere; anything larger is a bug and throws), dates as 'YYYY-MM-DD' text, and
 * timestamptz as Date.
 */
export const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

export function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} is outside the safe integer range`);
  return n;
}

/** numeric values from SUM() and friends: a safe integer becomes a number, anything else stays text. */
export function parseNumeric(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) && /^-?\d+$/.test(text) ? n : text;
}

export const identity = (text: string): string => text;

export const SHARED_PARSERS: Record<number, (text: string) => unknown> = {
  [OID.int8]: parseInt8,
  [OID.numeric]: parseNumeric,
  [OID.date]: identity,
};

/** The dashboard charts' axis in Korean units: 1.5억, 250만 (won) or plain counts. */
export function compactKorean(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 100_000_000) return `${Number((value / 100_000_000).toFixed(1))}억`;
  if (abs >= 10_000) return `${Number((value / 10_000).toFixed(1))}만`;
  return String(value);
}

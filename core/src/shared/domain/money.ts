/**
 * Money is always an integer. Won is whole won, USDT is held in micro-units (6 decimals),
 * points are whole points. Brands keep the three from being mixed by accident.
 */
declare const wonBrand: unique symbol;
declare const microUsdtBrand: unique symbol;
declare const pointsBrand: unique symbol;

export type Won = number & { readonly [wonBrand]: 'Won' };
export type MicroUsdt = number & { readonly [microUsdtBrand]: 'MicroUsdt' };
export type Points = number & { readonly [pointsBrand]: 'Points' };

export const MICRO_PER_USDT = 1_000_000;

function assertSafeInteger(n: number, what: string): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a safe integer, got ${n}`);
}

export function won(n: number): Won {
  assertSafeInteger(n, 'Won');
  return n as Won;
}

export function microUsdt(n: number): MicroUsdt {
  assertSafeInteger(n, 'MicroUsdt');
  return n as MicroUsdt;
}

export function points(n: number): Points {
  assertSafeInteger(n, 'Points');
  return n as Points;
}

/** True when `n` may be used as an amount of money: a safe integer (any sign). */
export const isWholeAmount = (n: number): boolean => Number.isSafeInteger(n);

/** Rounds a stake down to a multiple of 10 won (spec 9: "bet rounded down to multiple of 10"). */
export function floorToTen(amount: number): Won {
  if (!Number.isFinite(amount) || amount <= 0) return won(0);
  return won(Math.floor(Math.floor(amount) / 10) * 10);
}

/** Rounds down to a multiple of `step` (e.g. 10,000 for withdrawals). */
export function floorToStep(amount: number, step: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.floor(Math.floor(amount) / step) * step;
}

/** Whole USDT (e.g. typed "12") to micro-units, exactly. Accepts up to 6 decimals as text. */
export function parseUsdt(text: string): MicroUsdt | null {
  const m = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(6, '0'));
  return microUsdt(whole * MICRO_PER_USDT + frac);
}

/** Micro-units to a display string with up to 6 decimals, trailing zeros removed. */
export function formatUsdt(amount: MicroUsdt | number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / MICRO_PER_USDT);
  const frac = String(abs % MICRO_PER_USDT)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${sign}${withThousands(whole)}${frac ? `.${frac}` : ''}`;
}

/** Thousands separators: 1234567 -> "1,234,567". Integers only; no locale surprises. */
export function withThousands(n: number): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(n)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Parses a typed amount with optional thousands separators ("10,000" -> 10000). NaN if not a number. */
export function parseAmountText(text: string): number {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return Number.NaN;
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

import { parseAmountText } from '../../shared/domain/money.js';

/**
 * What a typed whole-won amount turned out to be. Validators read this one result so every form
 * classifies "", "abc", "10,000.5" and "99999999999999999999" the same way.
 */
export type ChargeAmountText =
  | { readonly kind: 'empty' }
  | { readonly kind: 'not-numeric' }
  | { readonly kind: 'fraction' }
  | { readonly kind: 'whole'; readonly value: number };

/**
 * Reads a typed amount with optional thousands separators. A value beyond the safe integers
 * counts as not numeric: it cannot be held as money without losing digits.
 */
export function readChargeAmountText(text: string): ChargeAmountText {
  if (text.replace(/,/g, '').trim() === '') return { kind: 'empty' };
  const n = parseAmountText(text);
  if (Number.isNaN(n)) return { kind: 'not-numeric' };
  if (!Number.isInteger(n)) return { kind: 'fraction' };
  if (!Number.isSafeInteger(n)) return { kind: 'not-numeric' };
  return { kind: 'whole', value: n === 0 ? 0 : n }; // normalise -0
}

/**
 * Shows a typed amount with thousands separators as the member types (spec 5: amount fields
 * show separators). Only digit-and-comma text is regrouped (plus a decimal part when
 * `allowDecimals`); anything else is left as typed so the validator can name the problem.
 * Works on the digit string, so no digits are lost however long the text is.
 */
export function groupChargeAmountText(text: string, allowDecimals = false): string {
  const m = (allowDecimals ? /^([\d,]*)(\.\d*)?$/ : /^([\d,]*)()$/).exec(text.trim());
  if (!m) return text;
  const digits = (m[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = m[2] ?? '';
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fraction;
}

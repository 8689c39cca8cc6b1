import { points, type Points } from '../../shared/domain/money.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { POINT_MESSAGES as M } from './points.messages.js';

/** Spec 5 and 9: a conversion to cash moves at least 1 point. */
export const POINT_EXCHANGE_MINIMUM = 1;

export type PointExchangeRefusal = DomainError<'amount-required' | 'amount-fraction' | 'minimum' | 'above-held'>;

/** Digits with optional thousands separators; the field keeps what is typed, grouped. */
export function groupPointText(text: string): string {
  const digits = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length > 0 ? `${grouped}.${rest.join('')}` : grouped;
}

/** Checks the typed points against the rule (whole, at least 1) and what the member holds. */
export function validatePointExchange(text: string, held: number): Result<Points, PointExchangeRefusal> {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '' || !/^\d+(\.\d*)?$/.test(cleaned)) return fail(domainError('amount-required', M.amountRequired));
  if (cleaned.includes('.') && !/^\d+\.0*$/.test(cleaned)) return fail(domainError('amount-fraction', M.amountFraction));
  const amount = Number(cleaned.split('.')[0]);
  if (amount < POINT_EXCHANGE_MINIMUM || held < POINT_EXCHANGE_MINIMUM) return fail(domainError('minimum', M.minimum));
  if (amount > held) return fail(domainError('above-held', M.aboveHeld));
  return ok(points(amount));
}

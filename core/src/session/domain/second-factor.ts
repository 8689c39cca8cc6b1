import { secondFactorStepWire, type SecondFactorStepDto } from '../../api/contracts/auth.js';
import type { ApiError } from '../../shared/domain/api-error.js';

/**
 * The operator's second step of the login (issue 11): the challenge of the right password and,
 * while the operator has no second factor yet, the secret to enrol (text, otpauth:// address and
 * its QR code as an SVG data URL). Read off the 401 `secondFactorRequired` of the password step.
 */
export type SecondFactorStep = SecondFactorStepDto;

/** The second step a refused login asks for, or null when it is another refusal. */
export function secondFactorStepOf(error: ApiError): SecondFactorStep | null {
  if (error.code !== 'secondFactorRequired') return null;
  const body = error.body;
  const step = typeof body === 'object' && body !== null ? (body as { secondFactor?: unknown }).secondFactor : undefined;
  const decoded = secondFactorStepWire.decode(step);
  return decoded.ok ? decoded.value : null;
}

/** Refusals of the code whose text the dialog shows as the server wrote it. */
export const isSecondFactorRefusal = (error: ApiError): boolean => error.code?.startsWith('secondFactor') === true;

/** The password step is spent (5 minutes, 5 wrong codes): the dialog goes back to the password. */
export const secondFactorExpired = (error: ApiError): boolean => error.code === 'secondFactorExpired';

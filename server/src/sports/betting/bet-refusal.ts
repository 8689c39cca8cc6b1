import { refusalAnswer } from '../../http/refusals.js';

/**
 * A refused request: HTTP status plus the body of docs/api-conventions.md
 * (`{ message, code }` and, for moved odds, the new prices). Thrown inside a transaction
 * so the transaction rolls back; caught by the route, which sends it.
 */
export class BetRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get body(): Record<string, unknown> {
    return { message: this.message, code: this.code, ...this.extra };
  }
}

/** Status and code go through the server's one refusal table (a short balance is always 409). */
export const refuse = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): BetRefusal => {
  const answer = refusalAnswer(code, status);
  return new BetRefusal(answer.status, answer.code, message, extra);
};

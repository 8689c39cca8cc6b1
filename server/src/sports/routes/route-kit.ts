import type { FastifyReply, FastifyRequest } from 'fastify';
import { BetRefusal, refuse } from '../betting/bet-refusal.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { NowFn, SportsAuth, SportsDb, SportsMember, SportsWallet } from '../ports.js';
import type { LivePublisher } from '../../live/live-publisher.js';
import type { CancelPolicy } from '../history/slip-actions.js';

import type {} from '../../app-types.js';

/**
 * Route configs read by the foundation's session and idempotency hooks (src/app-types.ts):
 * routes default to members only, with CSRF on state-changing calls.
 */
export const PUBLIC = { auth: 'public' } as const;
export const MONEY = { idempotent: true } as const;
export const ADMIN_MONEY = { auth: 'admin', idempotent: true } as const;

/** What every sports, rounds and admin route needs. */
export interface RouteDeps {
  readonly db: SportsDb;
  readonly wallet: SportsWallet;
  readonly auth: SportsAuth;
  readonly publisher: LivePublisher;
  readonly now: NowFn;
  readonly cancelPolicy: CancelPolicy;
}

export async function requireMember(deps: RouteDeps, request: FastifyRequest): Promise<SportsMember> {
  const member = await deps.auth.memberOf(request);
  if (!member) throw refuse(401, 'loginRequired', SPORTS_MESSAGES.loginRequired);
  return member;
}

export async function requireAdmin(deps: RouteDeps, request: FastifyRequest): Promise<SportsMember> {
  const member = await requireMember(deps, request);
  if (!member.isAdmin) throw refuse(403, 'forbidden', SPORTS_MESSAGES.adminOnly);
  return member;
}

/**
 * Runs a handler; a BetRefusal becomes its status and `{ message, code, ... }` body. The
 * refusal is sent here, so the handler then resolves to the sent reply, which Fastify does not
 * send again: typed as the handler's answer for the contract routes (http/contract-route.ts).
 */
export async function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BetRefusal) return reply.code(error.status).send(error.body) as never;
    throw error;
  }
}

/** Query arrays arrive as repeated keys or one comma-separated value (docs/api-conventions.md). */
export function intList(value: string | readonly (string | number)[] | undefined): number[] | null {
  if (value === undefined) return [];
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v: string | number) => String(v).split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.some((p) => !/^-?\d{1,9}$/.test(p))) return null;
  return parts.map(Number);
}

/** A route that takes no query: any query key is refused (400), like unknown body fields. */
export const NO_QUERY = { querystring: { type: 'object', additionalProperties: false, properties: {} } } as const;

/** JSON-schema pieces shared by the routes. */
export const S = {
  id: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  perpage: (fallback: number) => ({ type: 'integer', minimum: 1, maximum: 100, default: fallback }),
  /** Money and prices: numbers (a decimal stake gets the spec's own message, not a schema error). */
  amount: { type: 'number', minimum: -1e12, maximum: 1e12 },
  price: { type: 'number', minimum: 0, maximum: 1e6 },
  shortText: { type: 'string', maxLength: 100, format: 'plain-text' },
  intListQuery: {
    anyOf: [
      { type: 'string', maxLength: 500 },
      { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 20 } },
    ],
  },
  /** A real calendar day (format checked against core's calendar by the validation plugin). */
  day: { type: 'string', maxLength: 10, format: 'calendar-day' },
  /** Member-typed text: the foundation's 'plain-text' format refuses tags and script URLs. */
  text: (maxLength: number) => ({ type: 'string', maxLength, format: 'plain-text' }) as const,
} as const;

export const nowOf = (deps: Pick<RouteDeps, 'now'>): number => deps.now();
export type { NowFn, SportsWallet };

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { API_MESSAGES } from '@bet/core/api';
import type { AppConfig } from '../app-types.js';
import { HttpError } from '../http/errors.js';

/**
 * Per client address (request.ip: the proxy's X-Forwarded-For under TRUST_PROXY) and per route,
 * how many calls a window allows. Sized for a person: a family signing up from one address, a
 * form's checks typed and retyped, a login dialog's pictures refreshed; far below a script's needs.
 */
export const RATE_LIMITS = {
  /** POST /member/join: the 11th sign-up from one address within the hour is refused. */
  signUp: { max: 10, timeWindow: 60 * 60_000 },
  /** GET /member/check and GET /suggestioncode: each form checks a few fields, a few times. */
  availabilityCheck: { max: 60, timeWindow: 60_000 },
  /** GET /auth/captcha: every picture is a database row (login_captchas) until it is used or expires. */
  captchaIssue: { max: 30, timeWindow: 60_000 },
  /**
   * POST /supportNonMember: in front of the inquiry rule's own count (4 an hour per address, in the
   * database: support-use-cases.ts), this stops a flood before it costs a query.
   */
  guestInquiry: { max: 10, timeWindow: 10 * 60_000 },
  /** PUT /member/change-password/{id}, POST /member/change-password: each costs two scrypt hashes. */
  passwordChange: { max: 10, timeWindow: 15 * 60_000 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A route's option: `serve(api, call, { config: { auth: 'public', ...limited('signUp') } }, ...)`. */
export const limited = (name: RateLimitName): { rateLimit: (typeof RATE_LIMITS)[RateLimitName] } => ({ rateLimit: RATE_LIMITS[name] });

/** Redis keys of the counters start with this (all instances of a site must use the same). */
export const DEFAULT_RATE_LIMIT_PREFIX = 'bet:rate-limit:';

/**
 * @fastify/rate-limit inside the /api scope, only on the routes that ask (`config.rateLimit`).
 * With REDIS_URL the counters live in Redis, so every instance behind the balancer counts the same
 * address together; without it each process counts alone. Should Redis be unreachable the calls
 * go through (skipOnError): a broker outage must not stop sign-ups and logins; the refusal is in
 * Korean (core's API_MESSAGES.tooManyRequests) with Retry-After.
 */
export async function registerRateLimits(api: FastifyInstance, config: AppConfig): Promise<void> {
  if (!config.rateLimits) return;
  // The options @fastify/rate-limit recommends for its store: fail fast rather than queue.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  if (redis) {
    redis.on('error', () => undefined); // reported through the calls (skipOnError), not as a crash
    api.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await api.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: config.rateLimitPrefix } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, API_MESSAGES.tooManyRequests, 'tooManyRequests', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
}

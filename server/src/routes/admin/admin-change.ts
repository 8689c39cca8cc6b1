import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { actorOf } from '../route-kit.js';
import type { AdminChange } from './admin-use-cases.js';

/** The operator, address and time of an admin request: what each audited change records. */
export const adminChangeOf =
  (deps: Pick<AppDeps, 'clock'>) =>
  (request: FastifyRequest): AdminChange => ({ actor: actorOf(request), now: deps.clock.now() });

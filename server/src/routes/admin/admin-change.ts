import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { actorOf } from '../route-kit.js';
import type { AuditActor } from '../../auth/audit.js';

/** Who changes what and when: every admin change is audited with its before and after. */
export interface AdminChange {
  readonly actor: AuditActor;
  readonly now: number;
}

/** The operator, address and time of an admin request: what each audited change records. */
export const adminChangeOf =
  (deps: Pick<AppDeps, 'clock'>) =>
  (request: FastifyRequest): AdminChange => ({ actor: actorOf(request), now: deps.clock.now() });

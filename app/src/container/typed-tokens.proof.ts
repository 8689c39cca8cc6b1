// Type-level proof, checked by `tsc -b` (never bundled): a port token is bound and resolved as
// the type it was declared with. Should typed-tokens.ts stop tying the value's type to the token,
// an `@ts-expect-error` goes unused and `tsc -b` fails. (core/src/shared/ports/port-token.test.ts
// proves the token itself; test/architecture/typed-tokens.test.ts proves the ESLint guard.)
import type { Bind, Container, ResolutionContext } from 'inversify';
import { Clock, HttpPort } from '@bet/core/shared';
import type { SessionGateway } from '@bet/core/session';
import { bindToken, resolveToken } from './typed-tokens.js';

declare const container: Container;
declare const ctx: ResolutionContext;
declare const bind: Bind;
declare const sessionGateway: SessionGateway;

// Resolving a token gives its own type, no type argument needed.
export const clock: Clock = resolveToken(ctx, Clock);

// @ts-expect-error -- the Clock token resolves to a Clock, not an HttpPort.
export const http: HttpPort = resolveToken(container, Clock);

// @ts-expect-error -- a binding of the HttpPort token takes an HttpPort, not another gateway.
bindToken(bind, HttpPort).toConstantValue(sessionGateway);

// @ts-expect-error -- the same through the container.
bindToken(container, Clock).toDynamicValue(() => sessionGateway);

// @ts-expect-error -- a class is resolved with ctx.get(Class) itself; only tokens go through resolveToken.
resolveToken(ctx, Date);

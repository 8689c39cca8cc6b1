import type { Bind, BindToFluentSyntax, Container, ResolutionContext } from 'inversify';
import type { PortToken } from '@bet/core/shared';

/**
 * Typed binding and resolution of core's port tokens (`PortToken<T>`, core/src/shared/ports/
 * port-token.ts). inversify types what a symbol resolves to as `unknown`, and a type argument
 * (`resolveToken(ctx, Clock)`) would be taken on trust; here the token's own type is the value's
 * type, so a token cannot be bound to, or read as, another interface. This file is the only
 * place that hands inversify a type for a symbol: ESLint refuses `get<T>(...)` and `bind<T>(...)`
 * anywhere else (the typed-tokens guard in eslint.config.js).
 */

/** What a binding's factory reads from (its resolution context), or the container itself. */
type Resolver = Pick<ResolutionContext, 'get'>;

/** The value bound to `token`, of the token's type. */
export function resolveToken<T>(resolver: Resolver, token: PortToken<T>): T {
  return resolver.get(token) as T;
}

/**
 * Starts the binding of `token` (a container module's `bind`, or the container): the value it
 * is bound to (`toDynamicValue`, `toConstantValue`) is checked against the token's type.
 */
export function bindToken<T>(binder: Bind | Pick<Container, 'bind'>, token: PortToken<T>): BindToFluentSyntax<T> {
  // eslint-disable-next-line no-restricted-syntax -- the one typed binding of a symbol: T is the token's own type.
  return typeof binder === 'function' ? binder<T>(token) : binder.bind<T>(token);
}

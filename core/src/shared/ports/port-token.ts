/** Type-only key of the type a token stands for: it never exists at run time. */
declare const tokenType: unique symbol;

/**
 * The container's token for a port or gateway: at run time the registry symbol
 * `Symbol.for(name)` (two bundles of core name the same token), at compile time it carries the
 * type bound to it, so the composition root resolves and binds it without a type argument and
 * cannot read it as another type. The carried type is both a parameter and a result, which makes
 * it invariant: a `PortToken<Clock>` is neither a `PortToken<unknown>` nor a token of a narrower
 * or wider interface.
 */
export type PortToken<T> = symbol & { readonly [tokenType]?: (value: T) => T };

/** Declared beside its interface, of the same name: `export const Clock = portToken<Clock>('Clock')`. */
export function portToken<T>(name: string): PortToken<T> {
  // The one place a symbol becomes typed: the phantom key has no run-time value to check.
  return Symbol.for(name) as PortToken<T>;
}

/**
 * Business-rule outcomes are returned, never thrown. A failure carries a machine-readable
 * `kind` and the exact Korean message a member reads (the spec's wording where it gives one).
 */
export interface DomainError<K extends string = string> {
  readonly kind: K;
  readonly message: string;
}

export type Result<T, E = DomainError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const fail = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
export const domainError = <K extends string>(kind: K, message: string): DomainError<K> => ({ kind, message });

/** Unwraps a result that a caller has proven ok; throws on a broken invariant (programmer error). */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`unwrap on failed result: ${JSON.stringify(result.error)}`);
  return result.value;
}

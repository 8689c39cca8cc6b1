import type { Observable } from 'rxjs';
import { useViewModel } from './use-view-model.js';

/**
 * The latest view of a view model, or null before its first value. Every view model publishes
 * on subscribe, so null only lasts until the subscription is made (the same commit).
 */
export function useViewOf<V>(viewModel: { readonly state$: Observable<V> }): V | null {
  return useViewModel<V | null>(viewModel, null);
}

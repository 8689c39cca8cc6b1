import { lazy, Suspense, type ComponentType } from 'react';
import type { DialogControls, DialogRenderersOf } from '@bet/ui';

/**
 * A feature's dialog bodies whose code loads the first time one of them opens (its own chunk,
 * with its view models): the record has every kind at once, as the shell's total
 * `DialogRenderers` needs, and each body shows once the chunk arrived (nothing meanwhile: the
 * dialog's frame is the shell's). `load` runs once; its renderers draw every later opening.
 */
export function lazyDialogs<K extends string>(kinds: readonly K[], load: () => Promise<DialogRenderersOf<K>>): DialogRenderersOf<K> {
  let loading: Promise<DialogRenderersOf<K>> | null = null;
  const loadOnce = (): Promise<DialogRenderersOf<K>> => (loading ??= load());
  const entries = kinds.map((kind) => {
    const Body: ComponentType<{ readonly controls: DialogControls }> = lazy(() =>
      loadOnce().then((renderers) => ({
        default: ({ controls }: { readonly controls: DialogControls }) => <>{renderers[kind](controls)}</>,
      })),
    );
    const render = (controls: DialogControls) => (
      <Suspense fallback={null}>
        <Body controls={controls} />
      </Suspense>
    );
    return [kind, render] as const;
  });
  return Object.fromEntries(entries) as DialogRenderersOf<K>;
}

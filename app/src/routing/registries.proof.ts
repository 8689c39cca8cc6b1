// Type-level proof, checked by `tsc -b` (never bundled): both of the app's registries are total
// records, so a route key without a screen, or a dialog kind without a renderer, does not
// compile. Should either record stop being total, its `@ts-expect-error` goes unused and
// `tsc -b` fails. (ui/src/shell/DialogHost.test.tsx proves the dialog record at run time too.)
import type { DialogRenderers } from '@bet/ui';
import type { ScreenRegistry } from './screens.js';

declare const screens: ScreenRegistry;
declare const renderers: DialogRenderers;

const { inbox: _noScreen, ...screensMissingOne } = screens;
// @ts-expect-error -- the route key 'inbox' has no screen: the router could not be built from this.
export const incompleteScreens: ScreenRegistry = screensMissingOne;

const { deposit: _noRenderer, ...renderersMissingOne } = renderers;
// @ts-expect-error -- the dialog kind 'deposit' has no renderer: the shell could not be handed this.
export const incompleteRenderers: DialogRenderers = renderersMissingOne;

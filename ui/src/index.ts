// Public surface of @bet/ui: theme, shell, dialogs, pages, shared helpers (and screens as they land).
export * from './theme/index.js';
export * from './shell/index.js';
export * from './dialogs/index.js';
export * from './pages/index.js';
export { SafeHtml } from './shared/SafeHtml.js';
export { sanitizeHtml } from './shared/sanitize.js';
export { useViewModel, useObservable } from './shared/use-view-model.js';
export { Button } from './shared/Button.js';
export * from './screens/index.js';
export * from './features/index.js';

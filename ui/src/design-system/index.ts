// The design system: the parts every feature draws with (buttons, form fields, dialog frames,
// pager, safe HTML, flags) and the hooks that read view models.
export { Button } from './Button.js';
export { SafeHtml } from './SafeHtml.js';
export { sanitizeHtml } from './sanitize.js';
export { FlagImage } from './FlagImage.js';
export { useViewModel, useObservable } from './use-view-model.js';
export { Scoped, useScopedViewModel, type DisposableViewModel } from './use-scoped-view-model.js';
export { useShellMode } from './viewport-context.js';
export type { ScreenAlert, ScreenConfirm } from './callbacks.js';
export { DialogFrame, type DialogFrameProps } from './DialogFrame.js';
export { ScreenDialog, type ScreenDialogProps } from './ScreenDialog.js';
export { ListPager, Pager, pageWindow, type PagedList, type PagerProps } from './Pager.js';
export { PageLoading } from './PageLoading.js';
export { LockIcon } from './icons.js';
export type { DialogControls, DialogRender, DialogRenderersOf } from './dialog-renderers.js';

import { chargeDialogs, type ChargeDialogKind, type DialogRenderersOf, type ScreenAlert, type ScreenConfirm } from '@bet/ui';
import { chargeFeature } from '../container/charge.module.js';
import type { FeatureLoader } from '../container/lazy-feature.js';

/** The charge dialogs' bodies (app-services.ts loads this chunk the first time one opens). */
export function chargeDialogsOf(
  features: FeatureLoader,
  shell: { readonly onAlert: ScreenAlert; readonly onConfirm: ScreenConfirm },
): DialogRenderersOf<ChargeDialogKind> {
  return chargeDialogs({ ...features.use(chargeFeature), ...shell });
}

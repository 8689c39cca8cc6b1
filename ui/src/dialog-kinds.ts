import type { AttendanceDialogKind } from './attendance/dialog-kinds.js';
import type { BetSlipDialogKind } from './bet-slip/dialogs.js';
import type { BoardsDialogKind } from './boards/dialog-kinds.js';
import type { ChargeDialogKind } from './charge/dialogs.js';
import type { InboxDialogKind } from './inbox/dialogs.js';
import type { InquiryDialogKind } from './inquiry/dialogs.js';
import type { PasswordChangeDialogKind } from './password-change/dialogs.js';
import type { PointsDialogKind } from './points/dialog-kinds.js';
import type { RouletteDialogKind } from './roulette/dialogs.js';
import type { SessionDialogKind } from './session/dialog-kinds.js';

/**
 * Dialogs whose bodies a feature draws with its own view model: the union of the kinds each
 * feature exports from its `dialogs.tsx`. The app hands the shell one renderer for each
 * (`DialogRenderers` is a total record over this union: a kind without a body does not compile).
 * A new dialog of an existing feature changes only that feature's `dialogs.tsx`; a feature's
 * first dialog adds its kind type here and its renderers to app/src/routing/dialog-renderers.tsx.
 */
export type FeatureDialogKind =
  | AttendanceDialogKind
  | BetSlipDialogKind
  | BoardsDialogKind
  | ChargeDialogKind
  | InboxDialogKind
  | InquiryDialogKind
  | PasswordChangeDialogKind
  | PointsDialogKind
  | RouletteDialogKind
  | SessionDialogKind;

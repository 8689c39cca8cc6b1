import {
  betSlipDialogs,
  type AttendanceDialogKind,
  type BoardsDialogKind,
  type PointsDialogKind,
  type SessionDialogKind,
  inboxDialogs,
  inquiryDialogs,
  passwordChangeDialogs,
  rouletteDialogs,
  type BetSlipDialogDeps,
  type ChargeDialogKind,
  type DialogRenderersOf,
  type DialogRenderers,
  type InboxDialogDeps,
  type InquiryDialogDeps,
  type PasswordChangeDialogDeps,
  type RouletteDialogDeps,
} from '@bet/ui';

/** What the features' dialog bodies are drawn from: their view models and the shell's alert and confirm. */
export type DialogRendererDeps = BetSlipDialogDeps &
  InboxDialogDeps &
  InquiryDialogDeps &
  PasswordChangeDialogDeps &
  RouletteDialogDeps & {
    /** The charge dialogs load with their chunk (lazy-dialogs.tsx): the record is made in app-services.ts. */
    readonly chargeDialogs: DialogRenderersOf<ChargeDialogKind>;
    /** Attendance and point-to-cash load with the points chunk (points-dialogs.tsx). */
    readonly pointsDialogs: DialogRenderersOf<AttendanceDialogKind | PointsDialogKind>;
    /** The boards' and my page's dialogs load with their own chunk (page-dialogs.tsx). */
    readonly boardsDialogs: DialogRenderersOf<BoardsDialogKind>;
    readonly sessionDialogs: DialogRenderersOf<SessionDialogKind>;
  };

/**
 * The total record of dialog bodies: each feature exports the renderers of its own kinds, and
 * `DialogRenderers` needs one for every kind of ui's `FeatureDialogKind`, so a feature whose
 * renderers are not spread in here (or a kind without a body) is a compile error, never a
 * dialog that opens blank.
 */
export function createDialogRenderers(d: DialogRendererDeps): DialogRenderers {
  return {
    ...betSlipDialogs(d),
    ...d.boardsDialogs,
    ...d.chargeDialogs,
    ...d.pointsDialogs,
    ...inboxDialogs(d),
    ...inquiryDialogs(d),
    ...passwordChangeDialogs(d),
    ...rouletteDialogs(d),
    ...d.sessionDialogs,
  };
}

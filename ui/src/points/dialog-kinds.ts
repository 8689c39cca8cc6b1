/**
 * Spec 2: the point-to-cash dialog (the header's 포인트전환; the page /point stays).
 * Apart from the bodies (dialogs.tsx) so the app can name the kinds without loading the bodies,
 * which come with their own chunk.
 */
export const POINTS_DIALOG_KINDS = ['pointToCash'] as const;
export type PointsDialogKind = (typeof POINTS_DIALOG_KINDS)[number];

/**
 * Spec 2: the attendance dialog (the sidebar's 출석체크; the page /mypage/attendance stays).
 * Apart from the bodies (dialogs.tsx) so the app can name the kinds without loading the bodies,
 * which come with their own chunk.
 */
export const ATTENDANCE_DIALOG_KINDS = ['attendance'] as const;
export type AttendanceDialogKind = (typeof ATTENDANCE_DIALOG_KINDS)[number];

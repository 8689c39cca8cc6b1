import {
  attendanceDialogs,
  pointsDialogs,
  type AttendanceDialogKind,
  type DialogRenderersOf,
  type PointsDialogKind,
  type ScreenAlert,
  type ScreenConfirm,
} from '@bet/ui';
import { pointsFeature } from '../container/points.module.js';
import type { FeatureLoader } from '../container/lazy-feature.js';

/** The attendance and point-to-cash dialogs' bodies (app-services.ts loads this chunk the first time one opens). */
export function pointsDialogsOf(
  features: FeatureLoader,
  shell: { readonly onAlert: ScreenAlert; readonly onConfirm: ScreenConfirm },
): DialogRenderersOf<AttendanceDialogKind | PointsDialogKind> {
  const { createAttendance, createPointExchange } = features.use(pointsFeature);
  return { ...attendanceDialogs({ createAttendance, ...shell }), ...pointsDialogs({ createPointExchange, ...shell }) };
}

export {
  RouletteDialog,
  RouletteDialogView,
  RouletteAlerts,
  type RouletteDialogProps,
  type RouletteDialogViewProps,
  type RouletteAlertsProps,
  type RouletteScreenModel,
} from './RouletteDialog.js';
export { RouletteWheel, type RouletteWheelProps } from './RouletteWheel.js';
export { roulettePhase, rouletteStopAngle, type RoulettePhase } from './roulette-phase.js';
export { ROULETTE_TEXTS } from './texts.js';
export { ROULETTE_DIALOG_KINDS, rouletteDialogs, type RouletteDialogDeps, type RouletteDialogKind } from './dialogs.js';

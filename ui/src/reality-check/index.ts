// Reality checks: the dialog on the casino, slot and mini-game pages, and /mypage/reality_check.
export { RealityCheckDialogView, RealityCheckHost, type RealityCheckHostModel } from './RealityCheckDialog.js';
export { RealityCheckSettingsPage, type RealityCheckSettingsModel } from './RealityCheckSettingsPage.js';
export { REALITY_CHECK_TEXTS } from './texts.js';

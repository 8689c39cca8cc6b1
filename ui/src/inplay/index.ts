export { InplayCountdown, INPLAY_COUNTDOWN_WIDTH_PX, type InplayCountdownProps } from './InplayCountdown.js';
export { InplayCountdownContainer, type InplayCountdownModel } from './InplayCountdownContainer.js';
export { InplayBetButton, inplayBetButtonText, type InplayBetButtonProps } from './InplayBetButton.js';
export { TIMER_COLOURS } from './InplayCountdown.styles.js';
export { INPLAY_TEXTS } from './texts.js';

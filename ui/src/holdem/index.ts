// Hold'em and real-poker: /holdem (two cards, each launching its game in a new window).
export { HoldemPage, Holdem, type HoldemPageProps, type HoldemProps, type HoldemScreenModel } from './HoldemPage.js';
export { HOLDEM_TEXTS } from './texts.js';

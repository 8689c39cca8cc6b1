// My page "책임 있는 이용": /mypage/responsible_play (limits, cool-off, self-exclusion; issue 13).
export * from './ResponsiblePlayPage.js';
export { RESPONSIBLE_PLAY_TEXTS } from './texts.js';

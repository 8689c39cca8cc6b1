// Public surface of the feature links: the session's member mapped into what other features read.
export { SessionStreams, toBetSlipContext, toChargeMember, toChargeSettings } from './session-streams.js';
export { LiveBetDelays, NO_LIVE_BET_DELAYS } from './live-bet-delays.js';
export { casinoMember$, casinoMemberOf } from './casino-member.js';
export { minigameMember$, minigameSlipLink } from './minigame-links.js';
export { pointsMember$ } from './points-links.js';
export { virtualSlipLink } from './virtual-links.js';
export { holdemMaintenance$, holdemMember$, holdemMemberOf } from './holdem-links.js';
export { MEMBER_LIVE_COALESCE_MS, MemberLiveUpdates } from './member-live-updates.js';
export type { MemberLiveEvent, MemberLiveUpdatesDeps } from './member-live-updates.js';

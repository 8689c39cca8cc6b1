/** The sports pages' chunk (screens.tsx loads it on the first visit to one): pre-match, in-play, streaming. */
export { PrematchRoute } from './prematch-route.js';
export { InplayRoute } from './inplay-route.js';
export { StreamingRoute } from './streaming-route.js';

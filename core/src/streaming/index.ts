// TV streaming: /streaming and /stream (the live matches as channels, the chosen one's video or live state).
export { liveStreamOf } from './domain/live-stream.js';
export type { LiveStream, LiveStreamFormat } from './domain/live-stream.js';
export { STREAMING_BET_PATH, STREAMING_MAX_CHANNELS, StreamingViewModel } from './application/streaming.view-model.js';
export type {
  StreamingChannelView,
  StreamingScreenView,
  StreamingView,
  StreamingViewModelDeps,
} from './application/streaming.view-model.js';

// TV streaming: /streaming and /stream (live matches as channels; the chosen one's video or live scoreboard).
export { Streaming, StreamingPage, type StreamingPageProps, type StreamingProps, type StreamingScreenModel } from './StreamingPage.js';
export { StreamingVideo } from './StreamingVideo.js';
export { StreamingChannels, type StreamingChannelsProps } from './StreamingChannels.js';
export { STREAMING_TEXTS } from './texts.js';

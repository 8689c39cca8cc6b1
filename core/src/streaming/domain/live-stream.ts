/** How the page plays a match's stream: a video file (HLS, MP4, WebM) in a `<video>`, else the provider's player page in a frame. */
export type LiveStreamFormat = 'video' | 'frame';

export interface LiveStream {
  readonly url: string;
  readonly format: LiveStreamFormat;
}

const WEB_ADDRESS = /^https?:\/\//i;
const VIDEO_FILE = /\.(m3u8|mp4|webm)(\?|#|$)/i;

/**
 * The stream a match's `streamUrl` names, or null when there is none to play. Only web
 * addresses play: anything else (javascript:, data:, a relative path) is no stream at all.
 */
export function liveStreamOf(url: string | null | undefined): LiveStream | null {
  const trimmed = url?.trim() ?? '';
  if (!WEB_ADDRESS.test(trimmed)) return null;
  return { url: trimmed, format: VIDEO_FILE.test(trimmed) ? 'video' : 'frame' };
}

import { liveStreamOf } from './live-stream.js';

describe('liveStreamOf', () => {
  it('plays a video file (HLS, MP4, WebM) in a video element', () => {
    expect(liveStreamOf('https://cdn.example/live/77.m3u8')).toEqual({ url: 'https://cdn.example/live/77.m3u8', format: 'video' });
    expect(liveStreamOf(' http://cdn.example/a.MP4?token=1 ')).toEqual({ url: 'http://cdn.example/a.MP4?token=1', format: 'video' });
    expect(liveStreamOf('https://cdn.example/a.webm#t=3')?.format).toBe('video');
  });

  it("shows any other web address as the provider's player page", () => {
    expect(liveStreamOf('https://player.example/watch?id=77')).toEqual({ url: 'https://player.example/watch?id=77', format: 'frame' });
  });

  it('plays nothing that is not a web address', () => {
    for (const url of [undefined, null, '', '   ', 'javascript:alert(1)', 'data:video/mp4;base64,AAAA', '/live/77.m3u8', 'ftp://x/a.mp4']) {
      expect(liveStreamOf(url)).toBeNull();
    }
  });
});

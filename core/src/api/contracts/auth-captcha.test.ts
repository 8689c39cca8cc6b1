import { ROOT_PATH } from '../decode.js';
import { captchaChallengeWire } from './auth.js';

describe('GET /auth/captcha answer', () => {
  it('decodes an id and an SVG data URL', () => {
    const r = captchaChallengeWire.decode({ id: 'ab12', image: 'data:image/svg+xml;base64,PHN2Zz4=' }, ROOT_PATH);
    expect(r).toEqual({ ok: true, value: { id: 'ab12', image: 'data:image/svg+xml;base64,PHN2Zz4=' } });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'https://evil.example/x.svg',
    'data:image/svg+xml,<svg onload=alert(1)>',
  ])('refuses any other picture source: %s', (image) =>
    expect(captchaChallengeWire.decode({ id: 'ab12', image }, ROOT_PATH).ok).toBe(false),
  );
});

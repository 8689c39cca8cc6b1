import * as W from '../contract/index.js';
import { sampleMemberJson } from '../testing/api-fixtures.js';
import { captchaCall, sessionCheckCall } from './auth.js';
import { chargeRecordWire } from './charge.js';
import { anyNumberWon, answerWon, boundedString, textOrField } from './foundation-common.js';
import { gameAccountWire } from './games.js';
import { memberWire } from './member.js';
import { exchangeRateCall } from './money.js';

/** Decodes, encodes back to the canonical wire form, and decodes that again. */
function roundTrip<T>(w: W.Wire<T, unknown>, json: unknown): { value: T; wire: unknown } {
  const first = w.decode(json);
  if (!first.ok) throw new Error(first.error.message);
  const wire = w.encode(first.value);
  expect(w.decode(wire)).toEqual(first);
  return { value: first.value, wire };
}

describe('foundation answer wires', () => {
  it('read a text answer bare or inside its field, and write the object the server sends', () => {
    const url = textOrField('url');
    expect(roundTrip(url, 'https://a.example/x')).toEqual({ value: 'https://a.example/x', wire: { url: 'https://a.example/x' } });
    expect(roundTrip(url, { url: 'https://b.example' }).value).toBe('https://b.example');
    expect(url.decode({ link: 'x' }).ok).toBe(false);
    expect(url.schema).toEqual({ anyOf: [{ type: 'string' }, W.obj({ url: W.string() }).schema] });
  });

  it('keep answers lenient: negative balances, digits as codes, text statuses', () => {
    expect(roundTrip(answerWon(), -5_000).value).toBe(-5_000);
    expect(roundTrip(gameAccountWire, { code: '1' })).toEqual({ value: { code: 1 }, wire: { code: 1 } });
    expect(gameAccountWire.decode({ code: 'one' }).ok).toBe(false);
    const coin = { id: 3, depositDate: '2026-11-25 10:00:00', chargeType: 1, depositAmount: 5_000_000, status: 'SUCCESS' };
    expect(roundTrip(chargeRecordWire, coin).value).toMatchObject({ status: 'SUCCESS', statusNm: '', userDisplayFlag: 1, krwAmount: null });
  });

  it('write a member and a guest as GET /auth/me answers them', () => {
    const member = roundTrip(sessionCheckCall.response, sampleMemberJson());
    expect(member.wire).toEqual(memberWire.encode(member.value as W.TypeOf<typeof memberWire>));
    expect(roundTrip(sessionCheckCall.response, { loggedIn: false })).toEqual({ value: null, wire: { loggedIn: false } });
  });

  it('refuse a captcha picture that is not an SVG data URL, and a rate that is not positive', () => {
    const image = 'data:image/svg+xml;base64,PHN2Zz4=';
    expect(roundTrip(captchaCall.response, { id: 'c', image }).wire).toEqual({ id: 'c', image });
    expect(roundTrip(exchangeRateCall.response, 1380.5).wire).toBe(1380.5);
    expect(exchangeRateCall.response.decode(0).ok).toBe(false);
  });

  it('validate request text and decimal amounts as the hand-written schemas did', () => {
    expect(boundedString(64, 1).schema).toEqual({ type: 'string', minLength: 1, maxLength: 64 });
    expect(boundedString(255).schema).toEqual({ type: 'string', maxLength: 255 });
    expect(anyNumberWon().schema).toEqual({ type: 'number', minimum: 0, maximum: W.MAX_WON });
  });
});

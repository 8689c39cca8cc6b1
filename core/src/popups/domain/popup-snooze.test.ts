import fc from 'fast-check';
import { MemoryStore } from '../../shared/testing/memory-store.js';
import {
  DEFAULT_POPUP_SNOOZE_POLICY,
  POPUP_SNOOZE_POLICIES,
  forgetExpiredPopupSnoozes,
  isPopupSnoozed,
  popupSnoozeExpiry,
  popupSnoozeKey,
  snoozePopup,
  visiblePopups,
} from './popup-snooze.js';
import type { SitePopup } from './site-popup.js';

const popup = (id: number, popupStatus = 0): SitePopup => ({ id, popupStatus, contents: '<p>x</p>' });
const HOUR = 3_600_000;
const policyArb = fc.constantFrom(...Object.values(POPUP_SNOOZE_POLICIES));

describe('popup snooze', () => {
  it('names three policies with Korean labels; the default hides for one day', () => {
    expect(Object.values(POPUP_SNOOZE_POLICIES).map((p) => [p.name, p.durationMs, p.label])).toEqual([
      ['doNotOpenToday', 24 * HOUR, '오늘 하루 열지 않기'],
      ['twelveHours', 12 * HOUR, '12시간 동안 열지 않기'],
      ['currentSession', 5 * 60_000, '5분 동안 열지 않기'],
    ]);
    expect(DEFAULT_POPUP_SNOOZE_POLICY.name).toBe('doNotOpenToday');
  });

  it('stores the expiry time in the store under the popup key', () => {
    const store = new MemoryStore();
    expect(snoozePopup(store, 7, POPUP_SNOOZE_POLICIES.twelveHours, 1_000)).toBe(1_000 + 12 * HOUR);
    expect(store.get(popupSnoozeKey(7))).toBe(String(1_000 + 12 * HOUR));
    expect(popupSnoozeExpiry(store, 8)).toBeNull();
    store.set(popupSnoozeKey(8), 'tomorrow');
    expect(popupSnoozeExpiry(store, 8)).toBeNull();
  });

  it('shows active popups that are not snoozed', () => {
    const store = new MemoryStore();
    snoozePopup(store, 2, POPUP_SNOOZE_POLICIES.currentSession, 0);
    const popups = [popup(1), popup(2), popup(3, 1)];
    expect(visiblePopups(popups, store, 60_000, null).map((p) => p.id)).toEqual([1]);
    expect(visiblePopups(popups, store, 5 * 60_000, '').map((p) => p.id)).toEqual([1, 2]);
  });

  it('hides every popup while a slip game path is set', () => {
    expect(visiblePopups([popup(1)], new MemoryStore(), 0, 'europe')).toEqual([]);
  });

  it('forgets expired and unreadable entries only', () => {
    const store = new MemoryStore();
    snoozePopup(store, 1, POPUP_SNOOZE_POLICIES.currentSession, 0);
    snoozePopup(store, 2, POPUP_SNOOZE_POLICIES.doNotOpenToday, 0);
    store.set(popupSnoozeKey(3), 'x');
    forgetExpiredPopupSnoozes(store, [1, 2, 3, 4], HOUR);
    expect([...store.map.keys()]).toEqual([popupSnoozeKey(2)]);
  });

  it('property: a snoozed popup is hidden exactly until now + the policy duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), policyArb, fc.integer({ min: 0, max: 3 * 24 * HOUR }), (now, policy, later) => {
        const store = new MemoryStore();
        const expiry = snoozePopup(store, 1, policy, now);
        expect(expiry - now).toBe(policy.durationMs);
        expect(isPopupSnoozed(store, 1, now + later)).toBe(later < policy.durationMs);
        expect(visiblePopups([popup(1)], store, now + later, null).length).toBe(later < policy.durationMs ? 0 : 1);
      }),
    );
  });
});

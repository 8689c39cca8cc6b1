import { invoke, type PollOptions } from '../contract/index.js';
import {
  bankingLevelsCall,
  bankNamesCall,
  codesCall,
  labelsCall,
  memberBettingCall,
  signUpSettingsCall,
  siteSettingsCall,
} from '../contracts/settings.js';
import type { ApiCaller } from './call.js';

/**
 * Requests for the same key while one is in flight share it. GET /settingMemberBetting is read
 * by the bet slip (limits) and the in-play flow (live-bet delays) at the same moment, on login:
 * one request, two readers. A later call (the slip's reload on a level change) asks again.
 */
function sharedWhileInFlight<A extends string, R>(load: (key: A) => Promise<R>): (key: A) => Promise<R> {
  const inFlight = new Map<A, Promise<R>>();
  return (key) => {
    const running = inFlight.get(key);
    if (running) return running;
    const request = load(key).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}

/** Site, sign-up, bank and betting settings (spec section 7 "Auth/user"), from the calls' contracts. */
export const createSettingsApi = (call: ApiCaller) => ({
  /** GET /setting/user (polled every 5 s while logged in). */
  site: (poll?: PollOptions) => invoke(call, siteSettingsCall, {}, poll),
  signUp: () => invoke(call, signUpSettingsCall, {}),
  bankNames: () => invoke(call, bankNamesCall, {}),
  /** GET /code?type=BANK (other code types pass through). */
  codes: (type = 'BANK') => invoke(call, codesCall, { query: { type } }),
  bankingLevels: (userType: string) => invoke(call, bankingLevelsCall, { params: { userType } }),
  /** GET /labelSetting?kbn=charge. */
  labels: (kbn = 'charge') => invoke(call, labelsCall, { query: { kbn } }),
  /** GET /settingMemberBetting/{userId} (login id): max bet and max winnings per game type. */
  memberBetting: sharedWhileInFlight((userId: string) => invoke(call, memberBettingCall, { params: { userId } })),
});
export type SettingsApi = ReturnType<typeof createSettingsApi>;

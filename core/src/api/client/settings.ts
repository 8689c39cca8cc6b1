import * as D from '../decode.js';
import {
  bankingLevelDtoDecoder,
  bankSettingDtoDecoder,
  codeDtoDecoder,
  labelSettingDtoDecoder,
  memberBettingSettingsDtoDecoder,
  signUpSettingsDtoDecoder,
  siteSettingsDtoDecoder,
} from '../contracts/settings.js';
import { path, type ApiCaller } from './call.js';

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

/** Site, sign-up, bank and betting settings (spec section 7 "Auth/user"). */
export const createSettingsApi = (call: ApiCaller) => ({
  /** GET /setting/user (polled every 5 s while logged in). */
  site: () => call({ method: 'GET', path: '/setting/user', decoder: siteSettingsDtoDecoder }),
  signUp: () => call({ method: 'GET', path: '/settingSignUp', decoder: signUpSettingsDtoDecoder }),
  bankNames: () => call({ method: 'GET', path: '/settingbankname', decoder: D.array(bankSettingDtoDecoder) }),
  /** GET /code?type=BANK (other code types pass through). */
  codes: (type = 'BANK') => call({ method: 'GET', path: '/code', query: { type }, decoder: D.array(codeDtoDecoder) }),
  bankingLevels: (userType: string) =>
    call({ method: 'GET', path: path`/settingBanking/level/${userType}`, decoder: D.array(bankingLevelDtoDecoder) }),
  /** GET /labelSetting?kbn=charge. */
  labels: (kbn = 'charge') => call({ method: 'GET', path: '/labelSetting', query: { kbn }, decoder: D.array(labelSettingDtoDecoder) }),
  /** GET /settingMemberBetting/{userId} (login id): max bet and max winnings per game type. */
  memberBetting: sharedWhileInFlight((userId: string) =>
    call({ method: 'GET', path: path`/settingMemberBetting/${userId}`, decoder: memberBettingSettingsDtoDecoder }),
  ),
});
export type SettingsApi = ReturnType<typeof createSettingsApi>;

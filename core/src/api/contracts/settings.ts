/**
 * Site settings of spec section 7 "Auth/user" (result shapes are ours; the spec shows none): one
 * contract per call (both ends read these).
 *
 * GET /setting/user                      -> SiteSettingsDto
 * GET /settingSignUp                     -> SignUpSettingsDto
 * GET /settingbankname                   -> BankSettingDto[]
 * GET /code?type=BANK                    -> CodeDto[]
 * GET /settingBanking/level/{userType}   -> BankingLevelDto[] (one row per level; clients cap role at 5)
 * GET /labelSetting?kbn=charge           -> LabelSettingDto[]
 * GET /settingMemberBetting/{userId}     -> MemberBettingSettingsDto
 */
import { DEFAULT_MIN_BET } from '../../shared/domain/betting-defaults.js';
import * as W from '../contract/index.js';
import { answerWon, boundedString, nullableText } from './foundation-common.js';

const off = () => W.withDefault(W.flag(), false);
const bannedWords = () => W.withDefault(W.array(W.string()), []);

/**
 * Ours (spec 5 reads three sign-up rules two ways; core's `SignUpPolicySettings`): on, user ids up
 * to 14, passwords up to 255, nicknames by weighted length 4-16. Off (the defaults): 12, 12, Korean 2-6.
 */
const signUpReadings = () => ({ signUpUserIdMax14: off(), signUpPasswordMax255: off(), signUpNicknameWeighted: off() });

export const siteSettingsWire = W.obj({
  realpokerMaintenanceFlag: off(),
  revolutionMaintenanceFlag: off(),
  tetherMaintenanceFlag: off(),
  /** Maintenance mode: non-guests are sent to /maintenance. */
  siteNoticeFlg: off(),
  /** Sign-up closed. */
  joinStartEndFlg: off(),
  /** 0 normal account inquiry, else quick. */
  fastAccountFlag: W.withDefault(W.int(), 0),
  /** Banned ids and nicknames. */
  idNiknameBan: bannedWords(),
  /** Deposit bonus fixed to 3 (none) and disabled. */
  chargePointFlag: off(),
  /**
   * Ours (spec 5: the conversion minimums are "displayed only"): on, the money conversion
   * dialog and the server refuse conversions under 10,000 won / 1 USD. Off by default.
   */
  conversionMinimumEnforced: off(),
  /**
   * Ours (spec 5 reads the max bet two ways): on, a stake equal to the max bet is taken ("≤ max",
   * core's 'inclusive'); off, the default, refuses it as the message '최대베팅금 {max}이상 …' says.
   */
  maxBetInclusive: off(),
  ...signUpReadings(),
});
export type SiteSettingsDto = W.TypeOf<typeof siteSettingsWire>;

const signUpSettings = W.obj({ joinStartEndFlg: off(), idNiknameBan: bannedWords(), ...signUpReadings() });
export type SignUpSettingsDto = W.TypeOf<typeof signUpSettings>;

/** Bank list row; the spec keeps only rows with `useFlag` true (the feature filters). */
export const bankSettingWire = W.obj({
  useFlag: W.flag(),
  bankCode: W.int(),
  bankName: W.string(),
  codeId: W.textId(),
  codeName: W.string(),
});
export type BankSettingDto = W.TypeOf<typeof bankSettingWire>;

export const codeWire = W.obj({ codeId: W.textId(), codeName: W.string() });
export type CodeDto = W.TypeOf<typeof codeWire>;

/** The deposit account shown to members of one level. */
export const bankingLevelWire = W.obj({
  level: W.int(),
  bankName: nullableText(),
  bankAccountNumber: nullableText(),
  accountHolder: nullableText(),
});
export type BankingLevelDto = W.TypeOf<typeof bankingLevelWire>;

/** An admin-edited text block (e.g. the deposit rules panel for kbn=charge); `contents` is HTML. */
export const labelSettingWire = W.obj({
  id: W.idOrZero(),
  kbn: W.string(),
  title: W.withDefault(W.string(), ''),
  contents: W.string(),
});
export type LabelSettingDto = W.TypeOf<typeof labelSettingWire>;

/** Limits of one game type (1 sports, 2 live, 3 mini-game, 4 virtual, other casino), in won. */
const bettingLimit = W.obj({
  gameType: W.int(),
  minBetAmount: W.withDefault(answerWon(), DEFAULT_MIN_BET),
  maxBetAmount: answerWon(),
  maxWinAmount: answerWon(),
});
export type BettingLimitDto = W.TypeOf<typeof bettingLimit>;

/** Live-bet delay in seconds for one sport id; `sportId` null is the "basic" row. */
const liveBetTime = W.obj({ sportId: W.withDefault(W.nullable(W.int()), null), seconds: W.int() });
export type LiveBetTimeDto = W.TypeOf<typeof liveBetTime>;

export const memberBettingSettingsWire = W.obj({
  /** The role the limits were chosen for (the server caps it to 1..5). */
  role: W.int(),
  limits: W.array(bettingLimit),
  liveBetTimes: W.withDefault(W.array(liveBetTime), []),
});
export type MemberBettingSettingsDto = W.TypeOf<typeof memberBettingSettingsWire>;

const codeTypePattern = () => W.pattern('^[A-Za-z_]{1,30}$', 30);

export const siteSettingsCall = W.defineCall({ method: 'GET', path: '/setting/user', response: siteSettingsWire });
export const signUpSettingsCall = W.defineCall({ method: 'GET', path: '/settingSignUp', response: signUpSettings });
export const bankNamesCall = W.defineCall({ method: 'GET', path: '/settingbankname', response: W.array(bankSettingWire) });

/** `type` BANK answers the usable banks; other code types pass through. */
export const codesCall = W.defineCall({
  method: 'GET',
  path: '/code',
  query: W.obj({ type: codeTypePattern() }),
  response: W.array(codeWire),
});

/** Names only: the account itself needs the deposit password (POST /member/check-deposit-pw). */
export const bankingLevelsCall = W.defineCall({
  method: 'GET',
  path: '/settingBanking/level/:userType',
  params: W.obj({ userType: W.pattern('^[A-Z]$', 1) }),
  response: W.array(bankingLevelWire),
});

export const labelsCall = W.defineCall({
  method: 'GET',
  path: '/labelSetting',
  query: W.obj({ kbn: W.optional(codeTypePattern()) }),
  response: W.array(labelSettingWire),
});

/** `userId` is the login id. */
export const memberBettingCall = W.defineCall({
  method: 'GET',
  path: '/settingMemberBetting/:userId',
  params: W.obj({ userId: boundedString(64, 1) }),
  response: memberBettingSettingsWire,
});

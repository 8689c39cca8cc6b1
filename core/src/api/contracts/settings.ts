/**
 * Site settings of spec section 7 "Auth/user" (result shapes are ours; the spec shows none).
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
import type { Won } from '../../shared/domain/money.js';
import * as D from '../decode.js';
import { flagDecoder, idDecoder, textIdDecoder, wonDecoder } from './common.js';

export interface SiteSettingsDto {
  readonly realpokerMaintenanceFlag: boolean;
  readonly revolutionMaintenanceFlag: boolean;
  readonly tetherMaintenanceFlag: boolean;
  /** Maintenance mode: non-guests are sent to /maintenance. */
  readonly siteNoticeFlg: boolean;
  /** Sign-up closed. */
  readonly joinStartEndFlg: boolean;
  /** 0 normal account inquiry, else quick. */
  readonly fastAccountFlag: number;
  /** Banned ids and nicknames. */
  readonly idNiknameBan: string[];
  /** Deposit bonus fixed to 3 (none) and disabled. */
  readonly chargePointFlag: boolean;
}

const off = D.withDefault(flagDecoder, false);

export const siteSettingsDtoDecoder: D.Decoder<SiteSettingsDto> = D.object({
  realpokerMaintenanceFlag: off,
  revolutionMaintenanceFlag: off,
  tetherMaintenanceFlag: off,
  siteNoticeFlg: off,
  joinStartEndFlg: off,
  fastAccountFlag: D.withDefault(D.integer, 0),
  idNiknameBan: D.withDefault(D.array(D.string), []),
  chargePointFlag: off,
});

export interface SignUpSettingsDto {
  readonly joinStartEndFlg: boolean;
  readonly idNiknameBan: string[];
}
export const signUpSettingsDtoDecoder: D.Decoder<SignUpSettingsDto> = D.object({
  joinStartEndFlg: off,
  idNiknameBan: D.withDefault(D.array(D.string), []),
});

/** Bank list row; the spec keeps only rows with `useFlag` true (the feature filters). */
export interface BankSettingDto {
  readonly useFlag: boolean;
  readonly bankCode: number;
  readonly bankName: string;
  readonly codeId: string;
  readonly codeName: string;
}
export const bankSettingDtoDecoder: D.Decoder<BankSettingDto> = D.object({
  useFlag: flagDecoder,
  bankCode: D.integer,
  bankName: D.string,
  codeId: textIdDecoder,
  codeName: D.string,
});

export interface CodeDto {
  readonly codeId: string;
  readonly codeName: string;
}
export const codeDtoDecoder: D.Decoder<CodeDto> = D.object({ codeId: textIdDecoder, codeName: D.string });

/** The deposit account shown to members of one level. */
export interface BankingLevelDto {
  readonly level: number;
  readonly bankName: string | null;
  readonly bankAccountNumber: string | null;
  readonly accountHolder: string | null;
}
const nullableText = D.withDefault(D.nullable(D.string), null);
export const bankingLevelDtoDecoder: D.Decoder<BankingLevelDto> = D.object({
  level: D.integer,
  bankName: nullableText,
  bankAccountNumber: nullableText,
  accountHolder: nullableText,
});

/** An admin-edited text block (e.g. the deposit rules panel for kbn=charge); `contents` is HTML. */
export interface LabelSettingDto {
  readonly id: number;
  readonly kbn: string;
  readonly title: string;
  readonly contents: string;
}
export const labelSettingDtoDecoder: D.Decoder<LabelSettingDto> = D.object({
  id: idDecoder,
  kbn: D.string,
  title: D.withDefault(D.string, ''),
  contents: D.string,
});

/** Limits of one game type (1 sports, 2 live, 3 mini-game, 4 virtual, other casino), in won. */
export interface BettingLimitDto {
  readonly gameType: number;
  readonly minBetAmount: Won;
  readonly maxBetAmount: Won;
  readonly maxWinAmount: Won;
}
/** Live-bet delay in seconds for one sport id; `sportId` null is the "basic" row. */
export interface LiveBetTimeDto {
  readonly sportId: number | null;
  readonly seconds: number;
}
export interface MemberBettingSettingsDto {
  /** The role the limits were chosen for (the server caps it to 1..5). */
  readonly role: number;
  readonly limits: BettingLimitDto[];
  readonly liveBetTimes: LiveBetTimeDto[];
}

export const bettingLimitDtoDecoder: D.Decoder<BettingLimitDto> = D.object({
  gameType: D.integer,
  minBetAmount: D.withDefault(wonDecoder, DEFAULT_MIN_BET),
  maxBetAmount: wonDecoder,
  maxWinAmount: wonDecoder,
});

export const memberBettingSettingsDtoDecoder: D.Decoder<MemberBettingSettingsDto> = D.object({
  role: D.integer,
  limits: D.array(bettingLimitDtoDecoder),
  liveBetTimes: D.withDefault(D.array(D.object({ sportId: D.withDefault(D.nullable(D.integer), null), seconds: D.integer })), []),
});

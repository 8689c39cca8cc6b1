/**
 * The casino and slot game providers' display names, declared once: the simulator's lobby names
 * its providers from here, and the back offices show a recorded provider code (a round keeps the
 * code it was played under) by this name. A code not listed reads as itself.
 */
export const CASINO_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  aurora: '오로라 게이밍',
  dragon: '드래곤 라이브',
  lucky: '럭키 스튜디오',
};

export const casinoProviderName = (code: string): string => CASINO_PROVIDER_NAMES[code] ?? code;

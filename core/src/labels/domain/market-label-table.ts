/**
 * Korean labels of the feed's market names (spec section 3, last bullet). Keys are the feed's
 * English names as sent; lookups normalise case, spacing and word ordinals ("First Period" =
 * "1st Period"), see market-labels.ts. Period markets use the generic '피리어드', which
 * `marketLabel(name, sportId)` rewrites per sport ('1쿼터' in basketball, '1세트' in volleyball).
 */
const ORDINALS = ['1st', '2nd', '3rd', '4th'] as const;

/** "Asian Handicap 1st Period" .. "4th Period" with their labels. */
function perPeriod(english: (ordinal: string) => string, korean: (n: number) => string): Array<[string, string]> {
  return ORDINALS.map((ordinal, i) => [english(ordinal), korean(i + 1)]);
}

const ENTRIES: ReadonlyArray<[string, string]> = [
  // Full time
  ['1X2', '승무패'],
  ['12', '승패'],
  ['Home/Away', '승패'],
  ['Winner', '승자'],
  ['Under/Over', '언더오버'],
  ['Asian Under/Over', '아시안 언더오버'],
  ['Asian Handicap', '핸디캡'],
  ['European Handicap', '유럽식 핸디캡'],
  ['HT/FT', '전반/풀타임'],
  ['Odd/Even', '홀짝'],
  ['Correct Score', '정확한 스코어'],
  ['Double Chance', '더블찬스'],
  ['Both Teams To Score', '양팀 모두 득점'],
  ['Draw No Bet', '무승부 시 환불'],
  ['First Team To Score', '첫 득점 팀'],
  ['Last Team To Score', '마지막 득점 팀'],
  ['Next Goal', '다음 득점'],
  ['Winning Margin', '승리 점수차'],
  ['Total Goals', '총 득점 수'],
  ['Home Team Under/Over', '홈팀 언더오버'],
  ['Away Team Under/Over', '원정팀 언더오버'],
  ['Home Team Total Goals', '홈팀 총 득점'],
  ['Away Team Total Goals', '원정팀 총 득점'],
  ['Home Team Odd/Even', '홈팀 홀짝'],
  ['Away Team Odd/Even', '원정팀 홀짝'],
  ['Home Team To Score', '홈팀 득점 여부'],
  ['Away Team To Score', '원정팀 득점 여부'],
  ['Home Team Clean Sheet', '홈팀 무실점'],
  ['Away Team Clean Sheet', '원정팀 무실점'],
  ['To Qualify', '진출팀'],
  ['Outright Winner', '우승팀'],
  ['Will There Be Overtime?', '연장전 여부'],
  ['Highest Scoring Half', '최다 득점 하프'],
  ['Highest Scoring Period', '최다 득점 피리어드'],
  ['Total Corners', '코너킥 수'],
  ['Under/Over Corners', '코너킥 언더오버'],
  ['Under/Over Cards', '카드 언더오버'],
  // The slip's special entry (spec section 3: "a special entry has market name Bonus").
  ['Bonus', '보너스 배당'],
  // Including overtime
  ['12 Including Overtime', '승패 (연장포함)'],
  ['Under/Over Including Overtime', '언더오버 (연장포함)'],
  ['Asian Handicap Including Overtime', '핸디캡 (연장포함)'],
  ['Odd/Even Including Overtime', '홀짝 (연장포함)'],
  // Halves
  ['1X2 Halftime', '전반전 승무패'],
  ['12 Halftime', '전반전 승패'],
  ['Asian Handicap Halftime', '전반전 핸디캡'],
  ['Under/Over Halftime', '전반전 언더오버'],
  ['Odd/Even Halftime', '전반전 홀짝'],
  ['Double Chance Halftime', '전반전 더블찬스'],
  ['Correct Score Halftime', '전반전 정확한 스코어'],
  ['1X2 2nd Half', '후반전 승무패'],
  ['Asian Handicap 2nd Half', '후반전 핸디캡'],
  ['Under/Over 2nd Half', '후반전 언더오버'],
  ['Odd/Even 2nd Half', '후반전 홀짝'],
  // Periods (quarters, periods, sets or innings, per sport)
  ...perPeriod(
    (o) => `Asian Handicap ${o} Period`,
    (n) => `${n}피리어드 핸디캡`,
  ),
  ...perPeriod(
    (o) => `Under/Over ${o} Period`,
    (n) => `${n}피리어드 언더오버`,
  ),
  ...perPeriod(
    (o) => `${o} Period Winner`,
    (n) => `${n}피리어드 승무패`,
  ),
  ...perPeriod(
    (o) => `Odd/Even ${o} Period`,
    (n) => `${n}피리어드 홀짝`,
  ),
  // Sets, games, rounds, maps
  ['Set Betting', '세트 스코어'],
  ['Set Spread', '세트 핸디캡'],
  ['Set Total', '세트 언더오버'],
  ['1st Set Winner', '1세트 승패'],
  ['2nd Set Winner', '2세트 승패'],
  ['Asian Handicap Games', '게임 핸디캡'],
  ['Under/Over Games', '게임 언더오버'],
  ['Under/Over Rounds', '라운드 언더오버'],
  ['Under/Over Maps', '맵 언더오버'],
  // Baseball: first five innings
  ['1st 5 Innings Winner', '5이닝 승무패'],
  ['1st 5 Innings Winner-12', '5이닝 승패'],
  ['1st 5 Innings Under/Over', '5이닝 언더오버'],
  ['1st Five Innings Asian Handicap', '5이닝 핸디캡'],
];

/** English feed name -> Korean label, as written in the feed (not normalised). */
export const MARKET_LABELS: ReadonlyMap<string, string> = new Map(ENTRIES);

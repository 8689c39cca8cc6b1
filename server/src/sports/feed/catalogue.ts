/**
 * Static reference data of the simulated feed: sports (the spec's ids), locations with Korean
 * names and flag images, leagues and teams. A real feed adapter would deliver the same shapes.
 */
export interface CatalogueSport {
  readonly id: number;
  readonly name: string;
  readonly nameKorean: string;
  readonly sortOrder: number;
}

export interface CatalogueLocation {
  readonly id: number;
  readonly name: string;
  readonly nameKorean: string;
  /** Served by the UI's static files. */
  readonly imagePath: string;
}

export interface CatalogueTeam {
  readonly name: string;
  readonly nameKorean: string;
}

export interface CatalogueLeague {
  readonly id: number;
  readonly sportId: number;
  readonly locationId: number;
  readonly name: string;
  readonly nameKorean: string;
  readonly teams: readonly CatalogueTeam[];
}

export const SPORT = {
  football: 6046,
  basketball: 48242,
  baseball: 154914,
  volleyball: 154830,
  iceHockey: 35232,
  americanFootball: 131506,
  esports: 687890,
} as const;

export const SPORTS: readonly CatalogueSport[] = [
  { id: SPORT.football, name: 'Football', nameKorean: '축구', sortOrder: 1 },
  { id: SPORT.basketball, name: 'Basketball', nameKorean: '농구', sortOrder: 2 },
  { id: SPORT.baseball, name: 'Baseball', nameKorean: '야구', sortOrder: 3 },
  { id: SPORT.volleyball, name: 'Volleyball', nameKorean: '배구', sortOrder: 4 },
  { id: SPORT.iceHockey, name: 'Ice Hockey', nameKorean: '아이스하키', sortOrder: 5 },
  { id: SPORT.americanFootball, name: 'American Football', nameKorean: '미식축구', sortOrder: 6 },
  { id: SPORT.esports, name: 'E-Sports', nameKorean: 'E스포츠', sortOrder: 7 },
];

const flag = (code: string): string => `/images/flags/${code}.svg`;

export const LOCATIONS: readonly CatalogueLocation[] = [
  { id: 243, name: 'England', nameKorean: '잉글랜드', imagePath: flag('gb-eng') },
  { id: 245, name: 'Spain', nameKorean: '스페인', imagePath: flag('es') },
  { id: 83, name: 'Germany', nameKorean: '독일', imagePath: flag('de') },
  { id: 251, name: 'Italy', nameKorean: '이탈리아', imagePath: flag('it') },
  { id: 248, name: 'South Korea', nameKorean: '대한민국', imagePath: flag('kr') },
  { id: 172, name: 'USA', nameKorean: '미국', imagePath: flag('us') },
  { id: 147, name: 'Japan', nameKorean: '일본', imagePath: flag('jp') },
  { id: 190, name: 'Russia', nameKorean: '러시아', imagePath: flag('ru') },
  { id: 1, name: 'International', nameKorean: '국제', imagePath: flag('world') },
];

const t = (name: string, nameKorean: string): CatalogueTeam => ({ name, nameKorean });

export const LEAGUES: readonly CatalogueLeague[] = [
  {
    id: 67,
    sportId: SPORT.football,
    locationId: 243,
    name: 'Premier League',
    nameKorean: '프리미어리그',
    teams: [
      t('Arsenal', '아스널'),
      t('Chelsea', '첼시'),
      t('Liverpool', '리버풀'),
      t('Manchester City', '맨체스터 시티'),
      t('Manchester United', '맨체스터 유나이티드'),
      t('Tottenham', '토트넘'),
      t('Newcastle', '뉴캐슬'),
      t('Aston Villa', '아스톤 빌라'),
    ],
  },
  {
    id: 8363,
    sportId: SPORT.football,
    locationId: 245,
    name: 'LaLiga',
    nameKorean: '라리가',
    teams: [
      t('Real Madrid', '레알 마드리드'),
      t('Barcelona', '바르셀로나'),
      t('Atletico Madrid', '아틀레티코 마드리드'),
      t('Sevilla', '세비야'),
      t('Valencia', '발렌시아'),
      t('Villarreal', '비야레알'),
    ],
  },
  {
    id: 65,
    sportId: SPORT.football,
    locationId: 83,
    name: 'Bundesliga',
    nameKorean: '분데스리가',
    teams: [
      t('Bayern Munich', '바이에른 뮌헨'),
      t('Borussia Dortmund', '보루시아 도르트문트'),
      t('RB Leipzig', 'RB 라이프치히'),
      t('Bayer Leverkusen', '바이어 레버쿠젠'),
      t('Eintracht Frankfurt', '프랑크푸르트'),
      t('VfB Stuttgart', '슈투트가르트'),
    ],
  },
  {
    id: 4,
    sportId: SPORT.football,
    locationId: 251,
    name: 'Serie A',
    nameKorean: '세리에 A',
    teams: [
      t('Inter', '인테르'),
      t('AC Milan', 'AC 밀란'),
      t('Juventus', '유벤투스'),
      t('Napoli', '나폴리'),
      t('AS Roma', 'AS 로마'),
      t('Lazio', '라치오'),
    ],
  },
  {
    id: 1024,
    sportId: SPORT.football,
    locationId: 248,
    name: 'K League 1',
    nameKorean: 'K리그1',
    teams: [
      t('Ulsan HD', '울산 HD'),
      t('Jeonbuk Motors', '전북 현대'),
      t('Pohang Steelers', '포항 스틸러스'),
      t('FC Seoul', 'FC 서울'),
      t('Suwon FC', '수원 FC'),
      t('Gangwon FC', '강원 FC'),
    ],
  },
  {
    id: 132,
    sportId: SPORT.basketball,
    locationId: 172,
    name: 'NBA',
    nameKorean: 'NBA',
    teams: [
      t('Los Angeles Lakers', 'LA 레이커스'),
      t('Boston Celtics', '보스턴 셀틱스'),
      t('Golden State Warriors', '골든스테이트 워리어스'),
      t('Milwaukee Bucks', '밀워키 벅스'),
      t('Denver Nuggets', '덴버 너게츠'),
      t('Miami Heat', '마이애미 히트'),
    ],
  },
  {
    id: 1090,
    sportId: SPORT.basketball,
    locationId: 248,
    name: 'KBL',
    nameKorean: 'KBL',
    teams: [
      t('Seoul SK Knights', '서울 SK'),
      t('Suwon KT Sonicboom', '수원 KT'),
      t('Anyang Jung Kwan Jang', '안양 정관장'),
      t('Changwon LG Sakers', '창원 LG'),
      t('Busan KCC Egis', '부산 KCC'),
      t('Wonju DB Promy', '원주 DB'),
    ],
  },
  {
    id: 225,
    sportId: SPORT.baseball,
    locationId: 172,
    name: 'MLB',
    nameKorean: 'MLB',
    teams: [
      t('New York Yankees', '뉴욕 양키스'),
      t('Los Angeles Dodgers', 'LA 다저스'),
      t('San Diego Padres', '샌디에이고 파드리스'),
      t('Boston Red Sox', '보스턴 레드삭스'),
      t('Houston Astros', '휴스턴 애스트로스'),
      t('Atlanta Braves', '애틀랜타 브레이브스'),
    ],
  },
  {
    id: 2035,
    sportId: SPORT.baseball,
    locationId: 248,
    name: 'KBO',
    nameKorean: 'KBO',
    teams: [
      t('Kia Tigers', 'KIA 타이거즈'),
      t('Samsung Lions', '삼성 라이온즈'),
      t('LG Twins', 'LG 트윈스'),
      t('Doosan Bears', '두산 베어스'),
      t('SSG Landers', 'SSG 랜더스'),
      t('Lotte Giants', '롯데 자이언츠'),
    ],
  },
  {
    id: 2036,
    sportId: SPORT.baseball,
    locationId: 147,
    name: 'NPB',
    nameKorean: 'NPB',
    teams: [
      t('Yomiuri Giants', '요미우리 자이언츠'),
      t('Hanshin Tigers', '한신 타이거스'),
      t('Hiroshima Carp', '히로시마 카프'),
      t('Yakult Swallows', '야쿠르트 스왈로즈'),
    ],
  },
  {
    id: 3001,
    sportId: SPORT.volleyball,
    locationId: 248,
    name: 'V-League Men',
    nameKorean: 'V-리그 남자',
    teams: [
      t('Korean Air Jumbos', '대한항공 점보스'),
      t('Hyundai Capital Skywalkers', '현대캐피탈 스카이워커스'),
      t('Woori Card WON', '우리카드 우리WON'),
      t('OK Savings Bank', 'OK저축은행 읏맨'),
    ],
  },
  {
    id: 3002,
    sportId: SPORT.volleyball,
    locationId: 248,
    name: 'V-League Women',
    nameKorean: 'V-리그 여자',
    teams: [
      t('Heungkuk Life Pink Spiders', '흥국생명 핑크스파이더스'),
      t('Hyundai E&C Hillstate', '현대건설 힐스테이트'),
      t('GS Caltex KIXX', 'GS칼텍스 KIXX'),
      t('IBK Altos', 'IBK기업은행 알토스'),
    ],
  },
  {
    id: 3003,
    sportId: SPORT.volleyball,
    locationId: 251,
    name: 'SuperLega',
    nameKorean: '이탈리아 수페르레가',
    teams: [t('Trentino', '트렌티노'), t('Perugia', '페루자'), t('Civitanova', '치비타노바'), t('Modena', '모데나')],
  },
  {
    id: 4001,
    sportId: SPORT.iceHockey,
    locationId: 172,
    name: 'NHL',
    nameKorean: 'NHL',
    teams: [
      t('Toronto Maple Leafs', '토론토 메이플리프스'),
      t('Boston Bruins', '보스턴 브루인스'),
      t('New York Rangers', '뉴욕 레인저스'),
      t('Edmonton Oilers', '에드먼턴 오일러스'),
      t('Florida Panthers', '플로리다 팬서스'),
      t('Colorado Avalanche', '콜로라도 애벌랜치'),
    ],
  },
  {
    id: 4002,
    sportId: SPORT.iceHockey,
    locationId: 190,
    name: 'KHL',
    nameKorean: 'KHL',
    teams: [
      t('CSKA Moscow', 'CSKA 모스크바'),
      t('SKA Saint Petersburg', 'SKA 상트페테르부르크'),
      t('Ak Bars Kazan', '악바르스 카잔'),
      t('Metallurg Magnitogorsk', '메탈루르크 마그니토고르스크'),
    ],
  },
  {
    id: 5001,
    sportId: SPORT.americanFootball,
    locationId: 172,
    name: 'NFL',
    nameKorean: 'NFL',
    teams: [
      t('Kansas City Chiefs', '캔자스시티 치프스'),
      t('San Francisco 49ers', '샌프란시스코 49ers'),
      t('Buffalo Bills', '버펄로 빌스'),
      t('Philadelphia Eagles', '필라델피아 이글스'),
      t('Dallas Cowboys', '댈러스 카우보이스'),
      t('Baltimore Ravens', '볼티모어 레이븐스'),
    ],
  },
  {
    id: 6001,
    sportId: SPORT.esports,
    locationId: 248,
    name: 'LCK',
    nameKorean: 'LCK',
    teams: [
      t('T1', 'T1'),
      t('Gen.G', '젠지'),
      t('Hanwha Life Esports', '한화생명e스포츠'),
      t('Dplus KIA', '디플러스 기아'),
      t('KT Rolster', 'KT 롤스터'),
      t('DRX', 'DRX'),
    ],
  },
  {
    id: 6002,
    sportId: SPORT.esports,
    locationId: 1,
    name: 'LoL World Championship',
    nameKorean: '롤드컵',
    teams: [
      t('T1', 'T1'),
      t('Gen.G', '젠지'),
      t('Bilibili Gaming', '빌리빌리 게이밍'),
      t('G2 Esports', 'G2 e스포츠'),
      t('Top Esports', 'TES'),
      t('Fnatic', '프나틱'),
    ],
  },
];

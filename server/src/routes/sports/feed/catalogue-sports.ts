// The simulated feed's catalogue shapes, its sports (the spec's ids) and locations with Korean names and flag images.
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

/** A team of a league: its English and Korean names. */
export const t = (name: string, nameKorean: string): CatalogueTeam => ({ name, nameKorean });

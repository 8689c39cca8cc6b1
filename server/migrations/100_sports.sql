-- Sports catalogue (fed by the odds feed), bet slips and legs, in-play betting tokens,
-- betting limits and live-bet delays. Owned by server/src/sports/.
-- Odds are integer hundredths (1.85 = 185); money is whole won (bigint).

CREATE TABLE sports_sports (
  id          integer PRIMARY KEY,
  name        text NOT NULL,
  name_korean text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE sports_locations (
  id          integer PRIMARY KEY,
  name        text NOT NULL,
  name_korean text NOT NULL,
  image_path  text
);

CREATE TABLE sports_leagues (
  id          integer PRIMARY KEY,
  sport_id    integer NOT NULL REFERENCES sports_sports(id),
  location_id integer NOT NULL REFERENCES sports_locations(id),
  name        text NOT NULL,
  name_korean text NOT NULL
);
CREATE INDEX sports_leagues_sport ON sports_leagues (sport_id, location_id);

-- status: 1 not started, 2 in play, 3 finished, 4 cancelled. period_code: spec section 4.
CREATE TABLE sports_fixtures (
  id               bigint PRIMARY KEY,
  sport_id         integer NOT NULL REFERENCES sports_sports(id),
  location_id      integer NOT NULL REFERENCES sports_locations(id),
  league_id        integer NOT NULL REFERENCES sports_leagues(id),
  start_date       timestamptz NOT NULL,
  status           smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  home_name        text NOT NULL,
  home_name_korean text NOT NULL,
  away_name        text NOT NULL,
  away_name_korean text NOT NULL,
  home_score       integer,
  away_score       integer,
  period_code      integer,
  results_at       timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sports_fixtures_open ON sports_fixtures (status, start_date);
CREATE INDEX sports_fixtures_league ON sports_fixtures (league_id, start_date);

CREATE TABLE sports_markets (
  id          bigint PRIMARY KEY,
  fixture_id  bigint NOT NULL REFERENCES sports_fixtures(id),
  type_id     integer NOT NULL,
  name        text NOT NULL,
  name_korean text NOT NULL,
  baseline    text,
  suspended   boolean NOT NULL DEFAULT false
);
CREATE INDEX sports_markets_fixture ON sports_markets (fixture_id);

-- result: leg win flag once the fixture is decided (-1 cancelled, 1 lost, 2 won, 3 void, 4 half lost, 5 half won).
CREATE TABLE sports_odds (
  id          bigint PRIMARY KEY,
  market_id   bigint NOT NULL REFERENCES sports_markets(id),
  fixture_id  bigint NOT NULL REFERENCES sports_fixtures(id),
  type_id     integer NOT NULL,
  name        text NOT NULL,
  name_korean text NOT NULL,
  line        text,
  baseline    text,
  price       integer NOT NULL CHECK (price >= 0),
  version     integer NOT NULL CHECK (version >= 0),
  suspended   boolean NOT NULL DEFAULT false,
  result      smallint,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sports_odds_fixture ON sports_odds (fixture_id);
CREATE INDEX sports_odds_market ON sports_odds (market_id);

-- One bet slip of any game type (1 sports, 2 live, 3 mini-game, 4 virtual).
-- status: 0 open, 1 settled, 2 cancelled. settlement_flag: see server/src/sports/settlement/slip-flags.ts.
CREATE TABLE bet_slips (
  id               bigserial PRIMARY KEY,
  member_id        bigint NOT NULL,
  user_id          text NOT NULL,
  nickname         text NOT NULL,
  user_type        text,
  ip_address       text,
  game_type        smallint NOT NULL,
  game_detail_type integer NOT NULL,
  game_style       text,
  amount           bigint NOT NULL CHECK (amount > 0),
  total_ratio      integer NOT NULL CHECK (total_ratio >= 100),
  expect_amount    bigint NOT NULL CHECK (expect_amount >= 0),
  max_win_amount   bigint,
  win_amount       bigint NOT NULL DEFAULT 0 CHECK (win_amount >= 0),
  e_money          bigint NOT NULL,
  status           smallint NOT NULL DEFAULT 0,
  settlement_flag  smallint NOT NULL DEFAULT 0,
  round_id         bigint,
  win_bet_name     text,
  stake_key        text NOT NULL UNIQUE,
  created_at       timestamptz NOT NULL,
  cancel_at        timestamptz,
  deleted_at       timestamptz,
  settled_at       timestamptz
);
CREATE INDEX bet_slips_member ON bet_slips (member_id, game_type, created_at DESC);
CREATE INDEX bet_slips_waiting ON bet_slips (id) WHERE settlement_flag = 0;
-- Spec: '미니게임은 회차당 1회만 베팅가능합니다.' The index is the last line of defence under concurrency.
CREATE UNIQUE INDEX bet_slips_one_per_round ON bet_slips (member_id, round_id) WHERE round_id IS NOT NULL AND game_type = 3;

-- odds_id: sports odds id, or for rounds roundId * 1000 + pick code. market_id is the market type id (-1 bonus).
CREATE TABLE bet_legs (
  id           bigserial PRIMARY KEY,
  slip_id      bigint NOT NULL REFERENCES bet_slips(id),
  leg_no       smallint NOT NULL,
  odds_id      bigint NOT NULL,
  fixture_id   bigint,
  round_id     bigint,
  sport_id     integer,
  startdate    timestamptz,
  sports_name  text NOT NULL DEFAULT '',
  league_name  text NOT NULL DEFAULT '',
  home_name    text NOT NULL DEFAULT '',
  away_name    text NOT NULL DEFAULT '',
  market_id    integer NOT NULL,
  market_name  text NOT NULL,
  bet_name     text NOT NULL,
  baseline     text,
  line         text,
  price        integer NOT NULL CHECK (price >= 100),
  version      integer,
  win_flag     smallint NOT NULL DEFAULT 0,
  score        text,
  UNIQUE (slip_id, leg_no)
);
CREATE INDEX bet_legs_slip ON bet_legs (slip_id);
CREATE INDEX bet_legs_pending_odds ON bet_legs (odds_id) WHERE win_flag = 0;
CREATE INDEX bet_legs_pending_round ON bet_legs (round_id) WHERE win_flag = 0;

-- One-use token for an in-play bet; the bet must wait the live-bet delay after issue.
CREATE TABLE sports_betting_tokens (
  token     text PRIMARY KEY,
  member_id bigint NOT NULL,
  sport_id  integer NOT NULL,
  issued_at timestamptz NOT NULL,
  used_at   timestamptz
);
CREATE INDEX sports_betting_tokens_member ON sports_betting_tokens (member_id, issued_at);

-- Max bet and max winnings per game type (1 sports, 2 live, 3 mini-game, 4 virtual) and level 1..5,
-- in units of 10,000 won (spec section 9; same shape as core's BetLimitSetting).
CREATE TABLE sports_betting_limits (
  game_type smallint NOT NULL,
  role      smallint NOT NULL CHECK (role BETWEEN 1 AND 5),
  max_bet   integer NOT NULL CHECK (max_bet > 0),
  max_win   integer NOT NULL CHECK (max_win > 0),
  PRIMARY KEY (game_type, role)
);

-- Live-bet delay per sport in seconds (sport_id 0 = basic, for every other sport); never below 3.
CREATE TABLE sports_live_bet_delays (
  sport_id      integer PRIMARY KEY,
  delay_seconds integer NOT NULL CHECK (delay_seconds >= 3)
);

-- Virtual-sports and mini-game rounds with their provably fair seeds. Owned by server/src/rounds/.

-- kind: 'minigame' (id = gameDetailType such as 301) or 'virtual' (50 soccer, 55 basketball, 60 dog, 65 horse).
CREATE TABLE game_definitions (
  id                     integer PRIMARY KEY,
  kind                   text NOT NULL CHECK (kind IN ('minigame', 'virtual')),
  provider_name          text NOT NULL,
  name_korean            text NOT NULL,
  system_maintenance_flg boolean NOT NULL DEFAULT false,
  period_seconds         integer NOT NULL CHECK (period_seconds >= 10),
  close_before_seconds   integer NOT NULL CHECK (close_before_seconds >= 0),
  min_bet                bigint NOT NULL,
  max_bet                bigint NOT NULL,
  max_win                bigint NOT NULL,
  sort_order             integer NOT NULL DEFAULT 0
);

-- status: 0 open for bets, 1 closed (betting over, draw pending), 2 drawn and settled.
-- seed_hash is published while the round is open; seed is revealed once it is drawn.
CREATE TABLE game_rounds (
  id         bigserial PRIMARY KEY,
  game_id    integer NOT NULL REFERENCES game_definitions(id),
  round_no   bigint NOT NULL,
  opens_at   timestamptz NOT NULL,
  closes_at  timestamptz NOT NULL,
  draws_at   timestamptz NOT NULL,
  seed_hash  text NOT NULL,
  seed       text,
  result     jsonb,
  status     smallint NOT NULL DEFAULT 0,
  UNIQUE (game_id, round_no)
);
CREATE INDEX game_rounds_due ON game_rounds (status, draws_at);

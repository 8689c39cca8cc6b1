-- Members, sessions, login throttling, blocked IPs, the append-only audit log and stored
-- idempotent responses. Owned by the server foundation (server/src/auth, plugins, routes/member).

-- role: the level (1..5) for members; admins carry role 10 with type 1 and withdrawal_type 0
-- (spec section 2) and, explicitly, is_admin = true (the flag is what the server checks).
-- type: 0 member, 1 partner, 2 recommender. status: pending until an admin approves the sign-up.
CREATE TABLE members (
  id                         bigserial PRIMARY KEY,
  user_id                    text NOT NULL UNIQUE,
  nickname                   text NOT NULL,
  password_hash              text NOT NULL,
  deposit_pin_hash           text,
  phone_number               text,
  role                       smallint NOT NULL DEFAULT 1,
  type                       smallint NOT NULL DEFAULT 0,
  user_type                  text NOT NULL DEFAULT 'A',
  ban_type                   smallint NOT NULL DEFAULT 0,
  withdrawal_type            smallint NOT NULL DEFAULT 0,
  is_admin                   boolean NOT NULL DEFAULT false,
  status                     text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'rejected', 'blocked')),
  bank_code                  smallint CHECK (bank_code BETWEEN 1 AND 39),
  bank_account_number        text,
  account_holder             text,
  private_account            text,
  private_virtual_account    text,
  private_account_selected   smallint,
  blockchain_url             text,
  recommender_id             bigint REFERENCES members(id),
  suggestion_code            text,
  management_target1_user_id text,
  management_target2_user_id text,
  management_target3_user_id text,
  management_level1_percent  numeric(5, 2),
  management_level2_percent  numeric(5, 2),
  management_level3_percent  numeric(5, 2),
  realpoker_uid              text,
  realpoker_use_flag         smallint NOT NULL DEFAULT 0,
  revolution_uid             text,
  revolution_use_flag        smallint NOT NULL DEFAULT 0,
  casino_use_flag            smallint NOT NULL DEFAULT 1,
  slot_use_flag              smallint NOT NULL DEFAULT 1,
  profile                    jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  approved_at                timestamptz,
  last_login_at              timestamptz,
  last_login_ip              text
);
-- Sign-up uniqueness (spec 5) holds under concurrency through these indexes.
CREATE UNIQUE INDEX members_nickname_key ON members (nickname);
CREATE UNIQUE INDEX members_phone_key ON members (phone_number) WHERE phone_number IS NOT NULL;
CREATE UNIQUE INDEX members_account_key ON members (bank_account_number) WHERE bank_account_number IS NOT NULL;
CREATE INDEX members_recommender ON members (recommender_id);

-- The cookie holds a random token; only its SHA-256 is stored. One open session per member
-- (one device): the partial unique index is the last line of defence.
CREATE TABLE sessions (
  id_hash      text PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members(id),
  csrf_token   text NOT NULL,
  ip           text,
  user_agent   text,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at     timestamptz,
  end_reason   text CHECK (end_reason IN ('replaced', 'logout', 'expired', 'password', 'blocked'))
);
CREATE UNIQUE INDEX sessions_one_open ON sessions (member_id) WHERE ended_at IS NULL;

-- scope 'user' (key = login id) or 'ip' (key = address).
CREATE TABLE login_failures (
  id    bigserial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('user', 'ip')),
  key   text NOT NULL,
  at    timestamptz NOT NULL
);
CREATE INDEX login_failures_lookup ON login_failures (scope, key, at);

CREATE TABLE blocked_ips (
  ip         text PRIMARY KEY,
  reason     text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Append-only: auth events and every admin action. Updates and deletes are refused by trigger.
CREATE TABLE audit_log (
  id              bigserial PRIMARY KEY,
  at              timestamptz NOT NULL DEFAULT now(),
  actor_member_id bigint,
  actor_ip        text,
  action          text NOT NULL,
  target          text,
  detail          jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_actor ON audit_log (actor_member_id, at);

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();

-- First response of a money-moving call per (member, Idempotency-Key); a retry replays it.
-- member_id 0 is used for calls without a session.
CREATE TABLE idempotency_keys (
  member_id    bigint NOT NULL,
  key          text NOT NULL,
  route        text NOT NULL,
  request_hash text NOT NULL,
  state        text NOT NULL CHECK (state IN ('pending', 'done')),
  status_code  integer,
  response     text,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (member_id, key)
);

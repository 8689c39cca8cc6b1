-- Reality checks (issue 13 part B): a member's interval between reality-check dialogs and the
-- optional session time limit after which bets and game-wallet transfers of that login session
-- are refused. No row means the defaults (every 60 minutes, no limit).
CREATE TABLE reality_check_settings (
  member_id             bigint PRIMARY KEY REFERENCES members(id),
  interval_minutes      integer NOT NULL CHECK (interval_minutes BETWEEN 1 AND 1440),
  session_limit_minutes integer CHECK (session_limit_minutes BETWEEN 1 AND 1440),
  updated_at            timestamptz NOT NULL
);

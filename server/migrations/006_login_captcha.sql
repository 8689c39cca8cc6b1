-- Login throttling without lock-outs (issue 7 item 8): failures are also counted per
-- (account, address) pair, and repeated failures ask for an anti-automation code (자동방지코드)
-- issued by the server: one row per challenge, single use, short-lived.
ALTER TABLE login_failures DROP CONSTRAINT IF EXISTS login_failures_scope_check;
ALTER TABLE login_failures ADD CONSTRAINT login_failures_scope_check CHECK (scope IN ('user', 'ip', 'pair'));

CREATE TABLE login_captchas (
  id         text PRIMARY KEY,
  code_hash  text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_captchas_expiry ON login_captchas (expires_at);

-- The operator's second factor (issue 11): one TOTP secret per operator (RFC 6238, 30 s, 6 digits)
-- and the short-lived challenges between a correct password and the code. Owned by
-- server/src/auth/totp.ts and server/src/routes/auth/second-factor-*.ts.

-- secret: base32, never sent again once enrolled_at is set (null: enrolment shown, first code not
-- yet confirmed; a new password step replaces such a secret). last_step: the 30 s step of the last
-- accepted code; a code of that step or an earlier one is a replay and refused.
CREATE TABLE operator_totp (
  member_id   bigint PRIMARY KEY REFERENCES members(id),
  secret      text NOT NULL,
  enrolled_at timestamptz,
  last_step   bigint NOT NULL DEFAULT -1
);

-- The cookie-less proof that the password was right: the client holds a random token, only its
-- SHA-256 is stored. Lives 5 minutes, dies after 5 wrong codes or its one success.
CREATE TABLE operator_login_challenges (
  id_hash    text PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL,
  failures   smallint NOT NULL DEFAULT 0,
  used_at    timestamptz
);

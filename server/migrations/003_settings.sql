-- Site settings, banks and codes, deposit accounts per level, labels, referral codes.

-- One row per setting; value is JSON (see server/src/routes/settings/site-settings.ts for keys and defaults).
CREATE TABLE settings (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Banks of the sign-up form and the /settingbankname list (codes 1..39, spec 5).
CREATE TABLE banks (
  code     smallint PRIMARY KEY CHECK (code BETWEEN 1 AND 39),
  name     text NOT NULL,
  use_flag boolean NOT NULL DEFAULT true
);

-- Generic code table (GET /code?type=BANK and other types).
CREATE TABLE codes (
  type       text NOT NULL,
  code_id    text NOT NULL,
  code_name  text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (type, code_id)
);

-- The deposit account shown to members of a user type and level (revealed by the deposit password).
CREATE TABLE banking_levels (
  user_type           text NOT NULL,
  level               smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
  bank_name           text,
  bank_account_number text,
  account_holder      text,
  PRIMARY KEY (user_type, level)
);

-- Admin-edited text blocks (kbn 'charge' = deposit/withdraw rules panel). contents is HTML.
CREATE TABLE label_settings (
  id         serial PRIMARY KEY,
  kbn        text NOT NULL,
  title      text NOT NULL DEFAULT '',
  contents   text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- Referral (join) codes: type 0 = code 1, else code 2 (spec 3); member_id is the referrer.
CREATE TABLE suggestion_codes (
  code       text PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members(id),
  type       smallint NOT NULL DEFAULT 0,
  active     boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Boards, popups, messages, inquiries, roulette coupons and spins, attendance.

-- board: 'notice', 'rule', 'event' or 'board' (community). category: events '1'..'10',
-- notices 'notice'. notice_type 0 = shown in the notice list (GET /boardNotice?noticeType=0).
CREATE TABLE board_posts (
  id               bigserial PRIMARY KEY,
  board            text NOT NULL CHECK (board IN ('notice', 'rule', 'event', 'board')),
  category         text NOT NULL DEFAULT '',
  notice_type      smallint NOT NULL DEFAULT 0,
  title            text NOT NULL,
  contents         text NOT NULL,
  author_member_id bigint REFERENCES members(id),
  sort_order       integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL,
  deleted_at       timestamptz
);
CREATE INDEX board_posts_list ON board_posts (board, category, created_at DESC) WHERE deleted_at IS NULL;

-- popup_status 0 = active (spec 3). Sizes and positions are CSS lengths as text.
CREATE TABLE popups (
  id                     bigserial PRIMARY KEY,
  popup_status           smallint NOT NULL DEFAULT 0,
  popup_flg              smallint NOT NULL DEFAULT 0,
  contents               text NOT NULL,
  link                   text,
  popup_size             text,
  pc_left_location       text,
  pc_right_location      text,
  popup_left_location    text,
  popup_right_location   text,
  not_showing_expire_time text,
  sort_order             integer NOT NULL DEFAULT 0,
  created_at             timestamptz NOT NULL DEFAULT now()
);

-- confirm_status 0 unread, 1 read; user_delete_flg 1 = hidden by the member.
CREATE TABLE messages (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members(id),
  title           text NOT NULL,
  contents        text NOT NULL,
  confirm_status  smallint NOT NULL DEFAULT 0 CHECK (confirm_status IN (0, 1)),
  user_delete_flg smallint NOT NULL DEFAULT 0 CHECK (user_delete_flg IN (0, 1)),
  visibility      smallint NOT NULL DEFAULT 1,
  sender_id       bigint,
  created_at      timestamptz NOT NULL,
  read_at         timestamptz
);
CREATE INDEX messages_member ON messages (member_id, user_delete_flg, created_at DESC);

CREATE TABLE inquiries (
  id                bigserial PRIMARY KEY,
  member_id         bigint NOT NULL REFERENCES members(id),
  title             text NOT NULL,
  question_contents text NOT NULL,
  template          text,
  user_deleted      boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL
);
CREATE INDEX inquiries_member ON inquiries (member_id, created_at DESC);

CREATE TABLE inquiry_answers (
  id              bigserial PRIMARY KEY,
  inquiry_id      bigint NOT NULL REFERENCES inquiries(id),
  answer_contents text NOT NULL,
  admin_id        bigint REFERENCES members(id),
  created_at      timestamptz NOT NULL
);
CREATE INDEX inquiry_answers_inquiry ON inquiry_answers (inquiry_id);

CREATE TABLE nonmember_inquiries (
  id           bigserial PRIMARY KEY,
  name         text NOT NULL,
  phone_number text NOT NULL,
  question     text NOT NULL,
  ip           text,
  created_at   timestamptz NOT NULL
);
CREATE INDEX nonmember_inquiries_ip ON nonmember_inquiries (ip, created_at);

-- Roulette coupons held; counts can never go below zero.
CREATE TABLE roulette_coupons (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  normal    integer NOT NULL DEFAULT 0 CHECK (normal >= 0),
  vip       integer NOT NULL DEFAULT 0 CHECK (vip >= 0)
);

-- Every spin with the random draw that decided it (auditable).
CREATE TABLE roulette_spins (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members(id),
  coupon_type smallint NOT NULL CHECK (coupon_type IN (1, 2)),
  draw        integer NOT NULL,
  value       integer NOT NULL,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL
);

-- One check-in per member and KST day.
CREATE TABLE attendance (
  member_id  bigint NOT NULL REFERENCES members(id),
  day        date NOT NULL,
  points     integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, day)
);

-- Coupons granted, one row per source (e.g. 'deposit:17', 'admin:<uuid>'), so a source grants once.
CREATE TABLE roulette_grants (
  source_key text PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members(id),
  normal     integer NOT NULL DEFAULT 0 CHECK (normal >= 0),
  vip        integer NOT NULL DEFAULT 0 CHECK (vip >= 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX roulette_grants_member ON roulette_grants (member_id);

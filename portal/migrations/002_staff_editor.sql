-- Staff accounts of the content editor. password_hash is scrypt (portal/staff/password.ts); five failed
-- sign-ins in a row lock the account until locked_until.
CREATE TABLE staff_users (
  id            SERIAL PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE,
  name          TEXT NOT NULL DEFAULT '',
  role          TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'viewer')),
  password_hash TEXT NOT NULL,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until  TIMESTAMPTZ,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Server-side sessions; id_hash is SHA-256 of the random id in the (signed) cookie, so a leaked table grants nothing.
CREATE TABLE staff_sessions (
  id_hash    TEXT PRIMARY KEY,
  staff_id   INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Editor history: one row per draft save, publish, creation or mapping change (who, when, what).
-- subject is 'entry:<id>' or 'mapping:<linkUri>'; snapshot keeps what was saved.
CREATE TABLE revisions (
  id          SERIAL PRIMARY KEY,
  subject     TEXT NOT NULL,
  action      TEXT NOT NULL,
  version     INTEGER NOT NULL DEFAULT 0,
  summary     TEXT NOT NULL DEFAULT '',
  snapshot    JSONB,
  staff_id    INTEGER REFERENCES staff_users (id) ON DELETE SET NULL,
  staff_email TEXT NOT NULL DEFAULT '',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX revisions_subject ON revisions (subject, id DESC);

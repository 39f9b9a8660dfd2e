-- Leads: who may read them, where each form's leads go, the delivery outbox and the privacy audit trail.

-- 'sales' reads leads (personal data) and nothing else beyond what a viewer reads; admins may too.
ALTER TABLE staff_users DROP CONSTRAINT staff_users_role_check;
ALTER TABLE staff_users ADD CONSTRAINT staff_users_role_check CHECK (role IN ('admin', 'editor', 'viewer', 'sales'));

-- Per lead form: the CRM webhook (signed with signing_secret) and the address that gets an e-mail per lead.
CREATE TABLE lead_destinations (
  form           TEXT PRIMARY KEY,
  webhook_url    TEXT NOT NULL DEFAULT '',
  email_to       TEXT NOT NULL DEFAULT '',
  signing_secret TEXT NOT NULL,
  updated_by     TEXT NOT NULL DEFAULT '',
  updated_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One row per lead and channel, written in the submission's transaction. state: pending | delivered | dead.
-- lease_until is the claim of one deliverer; once it passes (a crashed instance) another may take the row.
CREATE TABLE lead_outbox (
  id              SERIAL PRIMARY KEY,
  submission_id   INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  channel         TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
  target          TEXT NOT NULL,
  state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'dead')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  lease_until     TIMESTAMPTZ,
  lease_token     TEXT,
  last_error      TEXT NOT NULL DEFAULT '',
  delivered_at    TIMESTAMPTZ,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (submission_id, channel)
);
CREATE INDEX lead_outbox_due ON lead_outbox (next_attempt_at) WHERE state = 'pending';

-- Who erased or expired which leads and when. The erased address is kept only as a SHA-256 hash.
CREATE TABLE lead_audit (
  id          SERIAL PRIMARY KEY,
  action      TEXT NOT NULL,
  staff_id    INTEGER REFERENCES staff_users (id) ON DELETE SET NULL,
  staff_email TEXT NOT NULL DEFAULT '',
  detail      JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX submissions_created ON submissions (created_at);

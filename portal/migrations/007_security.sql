-- Sign-in attempts per email (known or not, so that a locked account and an unknown email answer alike). Each
-- attempt is claimed with one atomic upsert before the password is checked, so parallel attempts cannot pass the
-- lock, and the count holds across several server instances. A successful sign-in deletes the row.
CREATE TABLE login_attempts (
  email        TEXT PRIMARY KEY,
  failures     INTEGER NOT NULL DEFAULT 0,
  locked_until TIMESTAMPTZ,
  last_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The lock moved to login_attempts.
ALTER TABLE staff_users DROP COLUMN failed_logins;
ALTER TABLE staff_users DROP COLUMN locked_until;

-- Issued preview tokens: a token is valid only while its row is here, unexpired and not revoked. Signing out
-- revokes the tokens minted in that session; an admin can revoke a person's or everyone's.
CREATE TABLE preview_tokens (
  jti          TEXT PRIMARY KEY,
  staff_id     INTEGER REFERENCES staff_users (id) ON DELETE CASCADE,
  session_hash TEXT,
  expires_at   TIMESTAMPTZ NOT NULL,
  revoked_at   TIMESTAMPTZ,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX preview_tokens_staff ON preview_tokens (staff_id);
CREATE INDEX preview_tokens_session ON preview_tokens (session_hash);

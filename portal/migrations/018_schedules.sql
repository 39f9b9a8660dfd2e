-- Scheduled publishes and unpublishes of pages. Every instance polls for due rows and claims one with
-- FOR UPDATE SKIP LOCKED in the transaction that also publishes, so each row runs exactly once however many
-- instances share the database; a row that fell due while every instance was down runs on the next start.
-- run_at is UTC; time_zone is the zone the editor typed it in, to show it back the same way.
CREATE TABLE schedules (
  id          SERIAL PRIMARY KEY,
  entry_id    INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  action      TEXT NOT NULL CHECK (action IN ('publish', 'unpublish')),
  run_at      TIMESTAMPTZ NOT NULL,
  time_zone   TEXT NOT NULL DEFAULT 'UTC',
  state       TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed', 'cancelled')),
  outcome     TEXT NOT NULL DEFAULT '',
  staff_id    INTEGER REFERENCES staff_users (id) ON DELETE SET NULL,
  staff_email TEXT NOT NULL DEFAULT '',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  ran_at      TIMESTAMPTZ,
  ran_by      TEXT
);
CREATE INDEX schedules_due ON schedules (run_at) WHERE state = 'pending';
CREATE INDEX schedules_entry ON schedules (entry_id);

import fs from 'node:fs';
import path from 'node:path';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits at semicolons ending a line, keeping dollar-quoted bodies whole', () => {
    const sql = `CREATE TABLE t (a INT); -- a comment; with a semicolon
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO t VALUES (1);
  RETURN NULL;
END $$;
DO $$ BEGIN PERFORM 1; END $$;
SELECT 1`;
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE t (a INT)',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  INSERT INTO t VALUES (1);\n  RETURN NULL;\nEND $$',
      'DO $$ BEGIN PERFORM 1; END $$',
      'SELECT 1',
    ]);
  });

  it('splits every migration without dollar quotes as the line-end rule did', () => {
    const dir = path.join(__dirname, 'migrations');
    for (const name of fs.readdirSync(dir)) {
      const sql = fs.readFileSync(path.join(dir, name), 'utf8');
      if (sql.includes('$$')) continue;
      const byLineEnd = sql.replace(/--.*$/gm, '').split(/;\s*$/m).map((s) => s.trim()).filter(Boolean);
      expect(splitStatements(sql)).toEqual(byLineEnd);
    }
  });
});

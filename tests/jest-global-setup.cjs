const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Names the folder where this run's test portals find a seeded store to start on a copy of (a PGlite folder, or a
 * PostgreSQL template database: tests/api/seeded-template.ts, which makes it on first use). Set before Jest starts
 * its workers, so each of them sees it.
 */
module.exports = async () => {
  process.env.PORTAL_TEST_TEMPLATE = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
};

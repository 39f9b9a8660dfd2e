const fs = require('node:fs');
const path = require('node:path');

/**
 * Removes the run's seeded stores (tests/api/seeded-template.ts): the PGlite folder, and on PostgreSQL the template
 * database it names (whether or not making it finished).
 */
module.exports = async () => {
  const root = process.env.PORTAL_TEST_TEMPLATE;
  if (!root) return;
  const named = path.join(root, 'postgres-name');
  if (process.env.TEST_DATABASE_URL && fs.existsSync(named)) {
    const { Client } = require('pg');
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${fs.readFileSync(named, 'utf8')}`);
    } finally {
      await client.end();
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
};

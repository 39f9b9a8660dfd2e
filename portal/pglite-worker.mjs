// The embedded PGlite database, in its own thread (see openPglite in store.ts). PGlite runs Postgres compiled to
// WebAssembly synchronously, so on the main thread every query stalls page rendering; here it runs on another core.
// Plain JavaScript: a worker is started by file path, outside the TypeScript loaders of tsx, jest and Playwright.
//
// Messages in:  { id, op: 'query', sql, params, tx? } | { id, op: 'begin' } | { id, op: 'end', tx, commit } | { id, op: 'close' }
// Messages out: { id, rows, json } | { id, tx } | { id, error: { message, code, detail } }
//   json: the names of the rows' JSON columns, which cross as their text (see JSON_AS_TEXT)
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { preparedQueries } from './pglite-prepared.mjs';

const { dataDir } = workerData;
if (dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
// JSON columns leave as the text PostgreSQL wrote and are parsed once, on the main thread: a string crosses threads
// as one copy, while a parsed document is cloned field by field (the shell's five documents: 0.37 ms of CPU parsed
// here and cloned, 0.14 ms as text and parsed there).
const asText = (text) => text;
const JSON_AS_TEXT = { [types.JSON]: asText, [types.JSONB]: asText };
const db = await PGlite.create(dataDir, { parsers: JSON_AS_TEXT });
// Arrays of JSON are parsed here, as before: PGlite made their parsers from their elements', which now keep text.
for (const array of [199, 3807]) db.parsers[array] = (text) => types.arrayParser(text, JSON.parse, array); // json[], jsonb[]
// Statements outside transactions run prepared (pglite-prepared.mjs): parsed and planned once, not on every call.
const query = preparedQueries(db);

/** Open transactions by id: the PGlite transaction handle, how to finish it and its outcome. */
const open = new Map();
let nextTx = 1;

const reply = (id, body) => parentPort.postMessage({ id, ...body });
const isJson = (field) => field.dataTypeID === types.JSON || field.dataTypeID === types.JSONB;
/** A result as it crosses: its rows and which of their columns hold JSON text (of two columns named alike, the row holds the last). */
const answer = (result) => {
  const byName = new Map(result.fields.map((field) => [field.name, field]));
  return { rows: result.rows, json: [...byName.values()].filter(isJson).map((field) => field.name) };
};
const failure = (error) => ({ error: { message: String(error?.message ?? error), code: error?.code, detail: error?.detail } });

function begin(id) {
  const tx = nextTx++;
  const entry = {};
  entry.outcome = db.transaction(
    (t) =>
      new Promise((commit, rollback) => {
        Object.assign(entry, { t, commit, rollback });
        open.set(tx, entry);
        reply(id, { tx });
      }),
  );
}

/** Commits (or rolls back) and answers once PGlite has, so a failed COMMIT reaches the caller. */
async function end(id, tx, commit) {
  const entry = open.get(tx);
  if (!entry) throw new Error(`no open transaction ${tx}`);
  open.delete(tx);
  if (!commit) {
    entry.rollback(new Error('rolled back'));
    await entry.outcome.catch(() => undefined);
    return reply(id, { rows: [] });
  }
  entry.commit();
  await entry.outcome;
  reply(id, { rows: [] });
}

parentPort.on('message', async ({ id, op, sql, params, tx, commit }) => {
  try {
    if (op === 'query') {
      if (!tx) return reply(id, answer(await query(sql, params)));
      const target = open.get(tx)?.t;
      if (!target) throw new Error(`no open transaction ${tx}`);
      reply(id, answer(await target.query(sql, params)));
    } else if (op === 'begin') begin(id);
    else if (op === 'end') await end(id, tx, commit);
    else if (op === 'close') {
      await db.close();
      reply(id, { rows: [] });
      parentPort.close();
    }
  } catch (error) {
    reply(id, failure(error));
  }
});
parentPort.postMessage({ ready: true });

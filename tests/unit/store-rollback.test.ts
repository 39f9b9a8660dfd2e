/** A PostgreSQL client whose ROLLBACK failed goes back to the pool with the error, so the pool destroys it. */
const release = jest.fn();
const client = {
  query: jest.fn(async (sql: string) => {
    if (sql === 'ROLLBACK') throw new Error('connection terminated');
    if (sql === 'SELECT fails') throw new Error('query failed');
    return { rows: [] };
  }),
  release,
};
jest.mock('pg', () => ({ __esModule: true, default: { Pool: jest.fn(() => ({ on: jest.fn(), connect: async () => client, end: async () => undefined })) } }));

import { openStore } from '../../portal/store';

it('releases the client with the ROLLBACK error and reports the original failure', async () => {
  const store = await openStore({ databaseUrl: 'postgres://unused/db' });
  await expect(store.tx((q) => q.query('SELECT fails'))).rejects.toThrow('query failed');
  expect(release).toHaveBeenCalledTimes(1);
  expect(release.mock.calls[0][0]).toBeInstanceOf(Error);
  expect((release.mock.calls[0][0] as Error).message).toBe('connection terminated');
});

it('releases a healthy client without an error', async () => {
  release.mockClear();
  const store = await openStore({ databaseUrl: 'postgres://unused/db' });
  await store.tx((q) => q.query('SELECT 1'));
  expect(release).toHaveBeenCalledWith(undefined);
});

import type { Client as PgClient } from 'pg';

type Subscription = { onMessage: (payload: string) => void; onResync: () => void };

const RETRY_MS = [100, 250, 500, 1000, 2000];

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries). When it drops, it
 * reconnects with back-off, LISTENs again and then calls every onResync: notifications sent while it was away are
 * lost, so whoever caches must drop everything.
 */
export function createListener(url: string) {
  const subscriptions = new Map<string, Subscription[]>();
  let client: PgClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let failures = 0;

  async function connect(resync: boolean): Promise<void> {
    const { Client } = (await import('pg')).default;
    while (!closed) {
      const next = new Client({ connectionString: url });
      try {
        await next.connect();
        for (const channel of subscriptions.keys()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
        console.warn('[store] LISTEN connection failed (%s); retrying in %d ms', (error as Error).message, wait);
        await new Promise((r) => setTimeout(r, wait));
        resync = true;
        continue;
      }
      failures = 0;
      client = next;
      next.on('notification', (n) => {
        for (const s of subscriptions.get(n.channel) ?? []) s.onMessage(n.payload ?? '');
      });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next, new Error('connection ended')));
      if (resync) for (const list of subscriptions.values()) for (const s of list) s.onResync();
      return;
    }
  }

  function lost(which: PgClient, error: Error) {
    if (client !== which || closed) return;
    client = null;
    console.warn('[store] LISTEN connection lost (%s); reconnecting', error.message);
    connecting = connect(true).finally(() => (connecting = null));
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void, onResync: () => void): Promise<void> {
      const list = subscriptions.get(channel) ?? [];
      list.push({ onMessage, onResync });
      subscriptions.set(channel, list);
      if (connecting) return connecting;
      if (!client) {
        connecting = connect(false).finally(() => (connecting = null));
        return connecting;
      }
      if (list.length === 1) await client.query(`LISTEN ${quote(channel)}`);
    },
    async close(): Promise<void> {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** Channel names are identifiers, not parameters: quoted as one. */
function quote(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}

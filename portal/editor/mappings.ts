import { ApiError } from '../http';
import type { Store } from '../store';
import type { StaffSession } from '../staff/session';
import { isSitePath } from '../routes/common';
import { recordRevision } from './entries';
import { normalPagePath } from './pages';

export interface Mapping {
  linkUri: string;
  target: string;
}

export async function listMappings(store: Store): Promise<Mapping[]> {
  return store.query<Mapping>('SELECT link_uri AS "linkUri", target FROM link_mappings ORDER BY link_uri');
}

/**
 * Adds or changes a redirect; both ends must be paths on this site (never another host). The old path is stored
 * in its trailing-slash form, the form every page request has once the server's 301 has added the slash.
 */
export async function saveMapping(store: Store, staff: StaffSession, input: Mapping): Promise<Mapping> {
  if (!isSitePath(input.linkUri)) throw ApiError.badInput('linkUri', 'must be a path on this site, starting with a single /');
  if (!isSitePath(input.target)) throw ApiError.badInput('target', 'must be a path on this site, starting with a single /');
  const mapping = { linkUri: normalPagePath(input.linkUri), target: input.target };
  if (mapping.linkUri === mapping.target) throw ApiError.badInput('target', 'must differ from the old path');
  return store.tx(async (q) => {
    await q.query('INSERT INTO link_mappings (link_uri, target) VALUES ($1, $2) ON CONFLICT (link_uri) DO UPDATE SET target = EXCLUDED.target', [
      mapping.linkUri, mapping.target,
    ]);
    await recordRevision(q, staff, { subject: `mapping:${mapping.linkUri}`, action: 'save', version: 0, summary: `${mapping.linkUri} -> ${mapping.target}`, snapshot: mapping });
    return mapping;
  });
}

export async function deleteMapping(store: Store, staff: StaffSession, linkUri: string): Promise<void> {
  await store.tx(async (q) => {
    const removed = await q.query('DELETE FROM link_mappings WHERE link_uri = $1 RETURNING link_uri', [linkUri]);
    if (!removed.length) throw ApiError.notFound('mapping');
    await recordRevision(q, staff, { subject: `mapping:${linkUri}`, action: 'delete', version: 0, summary: `removed ${linkUri}`, snapshot: null });
  });
}

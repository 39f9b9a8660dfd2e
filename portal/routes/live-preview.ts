import { object, optional, refine, size, string, unknown } from 'superstruct';
import { ApiError, type Ctx, type Router } from '../http';
import { issuePreviewToken } from '../preview';
import { assertBody } from '../validate';
import { assertPreviewData } from '../editor/draft-data';
import { holdLiveDraft, sweepLiveDrafts } from '../editor/live-drafts';
import { requireStaff } from './editor';

const LiveDraftBody = object({
  title: optional(size(string(), 0, 300)),
  summary: optional(size(string(), 0, 2000)),
  body: optional(size(string(), 0, 500_000)),
  tag: optional(size(string(), 0, 200)),
  /** An article's publication time (ISO), shown on its detail page. */
  publishedAt: optional(refine(size(string(), 10, 40), 'moment', (value) => !Number.isNaN(Date.parse(value)))),
  data: unknown(),
});

/** The entry a live-preview call is about: any kind the renderer can show (pages now; other editable kinds alike). */
async function liveEntry(ctx: Ctx): Promise<{ id: number; kind: string; type: string }> {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw ApiError.badInput('id', 'must be a positive whole number');
  const [row] = await ctx.store.query<{ id: number; kind: string; type: string }>('SELECT id, kind, type FROM entries WHERE id = $1', [id]);
  if (!row) throw ApiError.notFound('entry');
  return row;
}

/**
 * Live preview beside the editor's form: the editor sends its unsaved draft as it types, held for its session only,
 * and frames the entry's page with a token that shows that draft (portal/editor/live-drafts.ts). Editors and admins
 * only, like every preview token.
 */
export function registerLivePreview(router: Router) {
  router.post('/editor/entries/:id/live-draft', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const entry = await liveEntry(ctx);
    const body = assertBody(LiveDraftBody, ctx.body);
    const data = assertPreviewData(entry.kind, entry.type, body.data, ['data']);
    return holdLiveDraft(ctx.store, staff.sessionHash, entry.id, { title: body.title, summary: body.summary, body: body.body, tag: body.tag, publishedAt: body.publishedAt, data });
  });

  router.post('/editor/entries/:id/live-token', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const entry = await liveEntry(ctx);
    await sweepLiveDrafts(ctx.store);
    return issuePreviewToken(ctx.store, { subject: `staff:${staff.email}`, staffId: staff.staffId, sessionHash: staff.sessionHash, live: entry.id });
  });
}

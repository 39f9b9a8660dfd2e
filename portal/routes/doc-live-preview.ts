import { enums, object, optional, size, string } from 'superstruct';
import { LANGS } from '../../contract/langs';
import type { Router } from '../http';
import { issuePreviewToken } from '../preview';
import { assertBody } from '../validate';
import { readDocNode } from '../editor/doc-nodes';
import { holdDocLiveDraft, sweepDocLiveDrafts } from '../editor/doc-live-drafts';
import { requireStaff } from './editor';
import { nodeId } from './editor-docs';

const DraftBody = object({ lang: enums(LANGS), title: optional(size(string(), 0, 200)), body: optional(size(string(), 0, 500_000)) });
const TokenBody = object({ lang: enums(LANGS) });

/**
 * Live preview of a documentation node beside the docs editor's form: the same machinery as entries
 * (portal/routes/live-preview.ts), with the node in one language as its subject. Editors and admins only.
 */
export function registerDocLivePreview(router: Router) {
  router.post('/editor/docs/nodes/:id/live-draft', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const id = nodeId(ctx);
    const body = assertBody(DraftBody, ctx.body);
    await readDocNode(ctx.store, id, body.lang);
    return holdDocLiveDraft(ctx.store, staff.sessionHash, id, body.lang, { title: body.title, body: body.body });
  });

  router.post('/editor/docs/nodes/:id/live-token', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const id = nodeId(ctx);
    const body = assertBody(TokenBody, ctx.body);
    await readDocNode(ctx.store, id, body.lang);
    await sweepDocLiveDrafts(ctx.store);
    return issuePreviewToken(ctx.store, { subject: `staff:${staff.email}`, staffId: staff.staffId, sessionHash: staff.sessionHash, live: id, liveKind: 'doc' });
  });
}

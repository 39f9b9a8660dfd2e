import { enums, min, nullable, object, optional, size, string, unknown } from 'superstruct';
import { CREATABLE_KINDS } from '../../contract/doc-nodes';
import { LANGS } from '../../contract/langs';
import { ApiError, parseLang, type Ctx, type Router } from '../http';
import { assertBody, storedInt } from '../validate';
import { announceDocs } from '../editor/announce';
import { history } from '../editor/entries';
import { createDocNode, docSubject, editorTree, moveDocNode, publishDocNode, readDocNode, renameDocNode, saveDocDraft } from '../editor/doc-nodes';
import { deleteDocNode, unpublishDocNode } from '../editor/doc-removal';
import { docNodeTranslations, startDocTranslation } from '../editor/doc-translations';
import { diffDocRevision, restoreDocRevision } from '../editor/doc-revisions';
import { requireStaff } from './editor';
import { registerTranslationRoutes } from './translations';

/**
 * The documentation centre in the editor: one language's tree, creating, renaming, moving and reordering nodes,
 * drafts of their fields, publish and history. Every change is a draft (place included) until its publish.
 */
const lang = () => enums(LANGS);
const position = () => min(storedInt(0), 0);
const CreateBody = object({
  lang: lang(),
  kind: enums(CREATABLE_KINDS),
  parentId: storedInt(1),
  name: size(string(), 1, 200),
  position: optional(position()),
  productCode: optional(size(string(), 1, 60)),
});
const DraftBody = object({ lang: lang(), version: storedInt(1), fields: unknown() });
const RenameBody = object({ lang: lang(), version: storedInt(1), name: size(string(), 1, 200) });
const MoveBody = object({ lang: lang(), version: storedInt(1), parentId: nullable(storedInt(1)), position: position() });
const PublishBody = object({ lang: lang(), version: storedInt(1) });

function pathId(ctx: Ctx, name: string): number {
  const raw = ctx.params[name];
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2 ** 31 - 1) throw ApiError.badInput(name, 'must be a positive whole number');
  return Number(raw);
}

export const nodeId = (ctx: Ctx) => pathId(ctx, 'id');
const revisionId = (ctx: Ctx) => pathId(ctx, 'revisionId');

const language = (ctx: Ctx) => parseLang(ctx.query.get('language'));


export function registerEditorDocs(router: Router) {
  router.get('/editor/docs/tree', async (ctx) => {
    await requireStaff(ctx);
    return editorTree(ctx.store, language(ctx));
  });

  router.post('/editor/docs/nodes', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const body = assertBody(CreateBody, ctx.body);
    return createDocNode(ctx.store, staff, { ...body, name: body.name.trim() || body.name });
  });

  router.get('/editor/docs/nodes/:id', async (ctx) => {
    await requireStaff(ctx);
    return readDocNode(ctx.store, nodeId(ctx), language(ctx));
  });

  router.post('/editor/docs/nodes/:id/draft', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const id = nodeId(ctx);
    const body = assertBody(DraftBody, ctx.body);
    return saveDocDraft(ctx.store, staff, id, body.lang, body.version, body.fields);
  });

  router.post('/editor/docs/nodes/:id/rename', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const id = nodeId(ctx);
    const body = assertBody(RenameBody, ctx.body);
    return renameDocNode(ctx.store, staff, id, body.lang, body.version, body.name);
  });

  router.post('/editor/docs/nodes/:id/move', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const id = nodeId(ctx);
    const body = assertBody(MoveBody, ctx.body);
    return moveDocNode(ctx.store, staff, id, body.lang, body.version, body.parentId, body.position);
  });

  // What visitors see changes with each of these: every cached documentation page may show it.
  const siteChanges = { publish: publishDocNode, unpublish: unpublishDocNode, delete: deleteDocNode } as const;
  for (const [action, run] of Object.entries(siteChanges)) {
    router.post(`/editor/docs/nodes/:id/${action}`, async (ctx) => {
      const staff = await requireStaff(ctx, 'editor');
      const id = nodeId(ctx);
      const body = assertBody(PublishBody, ctx.body);
      const result = await run(ctx.store, staff, id, body.lang, body.version);
      announceDocs(body.lang);
      return result;
    });
  }

  router.get('/editor/docs/nodes/:id/history', async (ctx) => {
    await requireStaff(ctx);
    const id = nodeId(ctx);
    const lang = language(ctx);
    await readDocNode(ctx.store, id, lang);
    return history(ctx.store, docSubject(id, lang));
  });

  router.get('/editor/docs/nodes/:id/revisions/:revisionId/diff', async (ctx) => {
    await requireStaff(ctx);
    return diffDocRevision(ctx.store, nodeId(ctx), language(ctx), revisionId(ctx));
  });

  router.post('/editor/docs/nodes/:id/revisions/:revisionId/restore', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { lang, version } = assertBody(PublishBody, ctx.body);
    return restoreDocRevision(ctx.store, staff, nodeId(ctx), lang, revisionId(ctx), version);
  });

  registerTranslationRoutes(router, '/editor/docs/nodes/:id/translations', nodeId, { list: docNodeTranslations, start: startDocTranslation });
}

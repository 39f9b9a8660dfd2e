import { enums, object, size, string, unknown } from 'superstruct';
import { ApiError, parseLang, type Ctx, type Router } from '../http';
import { LANGS } from '../../contract/langs';
import { NEWS_TYPES, isNewsType } from '../../contract/news-entry';
import { assertBody, storedInt } from '../validate';
import { entrySubject, history } from '../editor/entries';
import { createNews, deleteNews, listNewsEntries, publishNews, readNews, saveNewsDraft } from '../editor/news';
import { emitContentChange } from '../editor/events';
import { requireStaff } from './editor';

/** Editing news-kind entries (blog, news, press, resources, glossary, case studies, events, videos…): draft, history, publish. */

const CreateBody = object({ type: enums(NEWS_TYPES), lang: enums(LANGS), code: size(string(), 1, 100), title: size(string(), 1, 300) });
/** The fields are checked against the entry's type (contract/news-entry.ts) once the entry is known. */
const DraftBody = object({ version: storedInt(1), fields: unknown() });
const Version = object({ version: storedInt(1) });

function entryId(ctx: Ctx): number {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw ApiError.badInput('id', 'must be a positive whole number');
  return id;
}

function typeFilter(raw: string | null) {
  const type = raw?.trim().toUpperCase();
  if (!type) return undefined;
  if (!isNewsType(type)) throw ApiError.badInput('type', `unknown content type '${raw!.slice(0, 40)}'; use one of ${NEWS_TYPES.join(', ')}`);
  return type;
}

export function registerEditorNews(router: Router) {
  router.get('/editor/news', async (ctx) => {
    await requireStaff(ctx);
    // `language` filters (absent: all four); `lang` stays the envelope's language like on every call.
    const language = ctx.query.get('language');
    const search = ctx.query.get('q')?.trim().slice(0, 200);
    return listNewsEntries(ctx.store, { type: typeFilter(ctx.query.get('type')), lang: language ? parseLang(language) : undefined, search: search || undefined });
  });

  router.post('/editor/news', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const body = assertBody(CreateBody, ctx.body);
    if (!body.title.trim()) throw ApiError.badInput('title', 'is required');
    return createNews(ctx.store, staff, { ...body, code: body.code.trim(), title: body.title.trim() });
  });

  router.get('/editor/news/:id', async (ctx) => {
    await requireStaff(ctx);
    return readNews(ctx.store, entryId(ctx));
  });

  router.post('/editor/news/:id/draft', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const id = entryId(ctx);
    const { version, fields } = assertBody(DraftBody, ctx.body);
    return saveNewsDraft(ctx.store, staff, id, version, fields);
  });

  router.post('/editor/news/:id/publish', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { version } = assertBody(Version, ctx.body);
    const entry = await publishNews(ctx.store, staff, entryId(ctx), version);
    // Lists, search, recommendations and the sitemap on every page may show it: caches drop what they hold.
    emitContentChange({ kind: 'news', type: entry.type, code: entry.code, lang: entry.lang, path: entry.url });
    return entry;
  });

  router.post('/editor/news/:id/delete', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { version } = assertBody(Version, ctx.body);
    const entry = await deleteNews(ctx.store, staff, entryId(ctx), version);
    if (entry.published) emitContentChange({ kind: 'news', type: entry.type, code: entry.code, lang: entry.lang, path: entry.url });
    return null;
  });

  router.get('/editor/news/:id/history', async (ctx) => {
    await requireStaff(ctx);
    const id = entryId(ctx);
    await readNews(ctx.store, id);
    return history(ctx.store, entrySubject(id));
  });
}

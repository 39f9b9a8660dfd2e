import { enums, object, optional, size, string, unknown } from 'superstruct';
import { ApiError, CODE, parseLang, type Ctx, type Router } from '../http';
import { LANGS } from '../../contract/langs';
import { issuePreviewToken, revokePreviewTokens } from '../preview';
import { RateLimiter } from '../rate-limit';
import { assertBody, storedInt } from '../validate';
import { checkLogin, createStaff } from '../staff/accounts';
import { STAFF_ROLES, type StaffRole } from '../../contract/api-types';
import { createSession, deleteSession, findSession, sessionCookie, SESSION_TTL_SECONDS, type StaffSession } from '../staff/session';
import { entrySubject, history, publishDraft, readEntry, saveDraft, type EditableEntry } from '../editor/entries';
import { createPage, listPages } from '../editor/pages';
import { assertEntryData } from '../editor/draft-data';
import { deleteMapping, listMappings, saveMapping } from '../editor/mappings';
import { emitContentChange } from '../editor/events';
import { announceEntry } from '../editor/announce';
import { view, type EntryRow } from '../content';
import { pageView } from './pages';
import { liveView } from '../editor/live-drafts';

const LoginBody = object({ email: size(string(), 1, 200), password: size(string(), 1, 200) });
const Version = object({ version: storedInt(1) });
/** A draft: its data is checked for the entry's kind and type by assertEntryData (portal/editor/draft-data.ts). */
const DraftBody = object({ version: storedInt(1), title: optional(size(string(), 0, 300)), summary: optional(size(string(), 0, 2000)), data: unknown() });
const CreatePageBody = object({ path: size(string(), 1, 300), lang: enums(LANGS), title: size(string(), 1, 300) });
const MappingBody = object({ linkUri: size(string(), 1, 2048), target: size(string(), 1, 2048) });
const DeleteMappingBody = object({ linkUri: size(string(), 1, 2048) });
const RevokeBody = object({ email: optional(size(string(), 3, 200)) });
const StaffBody = object({ email: size(string(), 3, 200), password: size(string(), 1, 200), role: enums(STAFF_ROLES), name: optional(size(string(), 0, 200)) });

/** Editable kinds: pages and the site documents (menus, header and banners, footer…). */
const KINDS = ['page', 'site'];
/**
 * What each role may do with content: viewers read, editors also write, admins also manage staff accounts.
 * Sales staff read content like viewers; what sets them apart is the leads inbox (LEAD_ROLES).
 */
const RANK: Record<StaffRole, number> = { viewer: 0, sales: 0, editor: 1, admin: 2 };

// Per-IP brake on sign-in attempts (every attempt counts), on top of the per-account lockout: guessing across many emails.
const loginAttempts = new RateLimiter(30, 15 * 60 * 1000, 'editor-login');

/** The caller's staff session: 401 without a live one, 403 when its role is below `role`. */
export async function requireStaff(ctx: Ctx, role: StaffRole = 'viewer'): Promise<StaffSession> {
  const session = await findSession(ctx.store, ctx.req);
  if (!session) throw new ApiError(401, CODE.UNAUTHORIZED, 'staff sign-in required (no session, or it expired)');
  if (RANK[session.role] < RANK[role]) throw new ApiError(403, CODE.FORBIDDEN, `this needs the ${role} role; you are ${session.role}`);
  return session;
}

/** The :id (or another) path parameter as a stored id: a 400 naming it otherwise. */
export function entryId(ctx: Ctx, name = 'id'): number {
  const id = Number(ctx.params[name]);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw ApiError.badInput(name, 'must be a positive whole number');
  return id;
}

/**
 * Staff preview of a page's draft by entry id or by code (site routes /preview/page/content/{id}/,
 * /preview/page/{code}/ and /preview/{code}/, which contract/routes.ts maps to types preview-page and preview).
 */
async function previewPage(ctx: Ctx) {
  if (!ctx.preview) throw new ApiError(401, CODE.UNAUTHORIZED, 'preview pages need the ispreview and pretoken headers');
  const key = ctx.query.get('pageCode') ?? '';
  if (!key) throw ApiError.badInput('pageCode', 'is required');
  const byId = /^\d{1,9}$/.test(key);
  const rows = await ctx.store.query<EntryRow>(
    byId ? `SELECT * FROM entries WHERE kind = 'page' AND id = $1` : `SELECT * FROM entries WHERE kind = 'page' AND type = 'page' AND code = $1 AND lang = $2`,
    byId ? [Number(key)] : [key, ctx.lang],
  );
  if (!rows[0]) throw ApiError.notFound();
  return pageView(await liveView(ctx, view(rows[0], true)));
}

export function registerEditor(router: Router) {
  router.get('/preview-page/page-code', previewPage);
  router.get('/preview/page-code', previewPage);

  router.post('/editor/login', async (ctx) => {
    const { email, password } = assertBody(LoginBody, ctx.body);
    if (!loginAttempts.take(`login:${ctx.ip}`)) throw new ApiError(429, CODE.RATE_LIMITED, 'too many sign-in attempts from this address; wait 15 minutes');
    const user = await checkLogin(ctx.store, email, password);
    const { cookieValue } = await createSession(ctx.store, user.id);
    ctx.res.setHeader('set-cookie', sessionCookie(ctx.req, cookieValue, SESSION_TTL_SECONDS));
    return { staff: user };
  });

  router.post('/editor/logout', async (ctx) => {
    const staff = await requireStaff(ctx);
    // Signing out ends what the session could show: its preview tokens stop working too.
    await revokePreviewTokens(ctx.store, { sessionHash: staff.sessionHash });
    await deleteSession(ctx.store, ctx.req);
    ctx.res.setHeader('set-cookie', sessionCookie(ctx.req, '', 0));
    return null;
  });

  router.get('/editor/me', async (ctx) => {
    const s = await requireStaff(ctx);
    return { staff: { id: s.staffId, email: s.email, name: s.name, role: s.role }, expiresAt: s.expiresAt };
  });

  router.get('/editor/pages', async (ctx) => {
    await requireStaff(ctx);
    const search = ctx.query.get('q')?.trim().slice(0, 200);
    const pageType = ctx.query.get('type')?.trim().slice(0, 100);
    // `language` filters (absent: all four); `lang` stays the envelope's language like on every call.
    const language = ctx.query.get('language');
    return listPages(ctx.store, { lang: language ? parseLang(language) : undefined, type: pageType || undefined, search: search || undefined });
  });

  router.post('/editor/pages', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    return createPage(ctx.store, staff, assertBody(CreatePageBody, ctx.body));
  });

  router.get('/editor/site', async (ctx) => {
    await requireStaff(ctx);
    const rows = await ctx.store.query<{ id: number; type: string; lang: string; version: number; has_draft: boolean }>(
      `SELECT id, type, lang, version, draft IS NOT NULL AS has_draft FROM entries WHERE kind = 'site' AND lang = $1 ORDER BY type`,
      [parseLang(ctx.query.get('language') ?? ctx.query.get('lang'))],
    );
    return rows.map((r) => ({ id: r.id, type: r.type, lang: r.lang, version: r.version, hasDraft: r.has_draft }));
  });

  router.get('/editor/entries/:id', async (ctx) => {
    await requireStaff(ctx);
    return readEntry(ctx.store, entryId(ctx), KINDS);
  });

  router.post('/editor/entries/:id/draft', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const id = entryId(ctx);
    const current = await readEntry(ctx.store, id, KINDS);
    const body = assertBody(DraftBody, ctx.body);
    const data = assertEntryData(current.kind, current.type, body.data, ['data']);
    if (current.kind === 'page') {
      // The path is where the page lives (its type and code derive from it); a draft cannot move it.
      const paged = { ...(data as object), path: (current.data as { path?: string }).path };
      return saveDraft(ctx.store, staff, id, KINDS, body.version, { title: body.title, summary: body.summary, data: paged });
    }
    return saveDraft(ctx.store, staff, id, KINDS, body.version, { data });
  });

  router.post('/editor/entries/:id/publish', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { version } = assertBody(Version, ctx.body);
    // Drafts saved before today's rules (or seeded) are checked again: publishing never puts invalid content live.
    const published = await publishDraft(ctx.store, staff, entryId(ctx), KINDS, version, (entry) => assertEntryData(entry.kind, entry.type, entry.data, ['data']));
    announceEntry(published);
    return published;
  });

  router.get('/editor/entries/:id/history', async (ctx) => {
    await requireStaff(ctx);
    const id = entryId(ctx);
    await readEntry(ctx.store, id, KINDS);
    return history(ctx.store, entrySubject(id));
  });

  router.get('/editor/mappings', async (ctx) => {
    await requireStaff(ctx);
    return listMappings(ctx.store);
  });

  router.post('/editor/mappings', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const mapping = await saveMapping(ctx.store, staff, assertBody(MappingBody, ctx.body));
    emitContentChange({ kind: 'mapping', type: '', code: '', lang: null, path: mapping.linkUri });
    return mapping;
  });

  router.post('/editor/mappings/delete', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { linkUri } = assertBody(DeleteMappingBody, ctx.body);
    await deleteMapping(ctx.store, staff, linkUri);
    emitContentChange({ kind: 'mapping', type: '', code: '', lang: null, path: linkUri });
    return null;
  });

  // A token shows every draft: only roles that may write content mint one.
  router.post('/editor/preview-token', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    return issuePreviewToken(ctx.store, { subject: `staff:${staff.email}`, staffId: staff.staffId, sessionHash: staff.sessionHash });
  });

  // Admins end previews: one person's tokens ({email}) or everyone's ({}).
  router.post('/editor/preview-tokens/revoke', async (ctx) => {
    await requireStaff(ctx, 'admin');
    const { email } = assertBody(RevokeBody, ctx.body);
    if (email === undefined) return { revoked: await revokePreviewTokens(ctx.store, 'all') };
    const [user] = await ctx.store.query<{ id: number }>('SELECT id FROM staff_users WHERE email = $1', [email.trim().toLowerCase()]);
    if (!user) throw ApiError.notFound('staff account');
    return { revoked: await revokePreviewTokens(ctx.store, { staffId: user.id }) };
  });

  router.get('/editor/staff', async (ctx) => {
    await requireStaff(ctx, 'admin');
    return ctx.store.query('SELECT id, email, name, role, created_at AS "createdAt" FROM staff_users ORDER BY email');
  });

  router.post('/editor/staff', async (ctx) => {
    await requireStaff(ctx, 'admin');
    return createStaff(ctx.store, assertBody(StaffBody, ctx.body));
  });
}

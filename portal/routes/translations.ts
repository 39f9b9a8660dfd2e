import { enums, object } from 'superstruct';
import { ApiError, parseLang, type Ctx, type Router } from '../http';
import { LANGS, type Lang } from '../../contract/langs';
import type { StaffSession } from '../staff/session';
import type { Store } from '../store';
import { assertBody } from '../validate';
import { entryId, requireStaff } from './editor';
import { entryTranslations, listTranslations, startTranslation, TRANSLATED_KINDS, type TranslatedKind } from '../editor/translations';

const StartBody = object({ lang: enums(LANGS) });

/** The translation workflow: pages and news entries in their four languages, and "Start from English". */
export function registerTranslations(router: Router) {
  router.get('/editor/translations', async (ctx) => {
    await requireStaff(ctx);
    const kind = ctx.query.get('kind') ?? 'page';
    if (!(TRANSLATED_KINDS as readonly string[]).includes(kind)) throw ApiError.badInput('kind', `must be one of ${TRANSLATED_KINDS.join(', ')}`);
    const missing = ctx.query.get('missing');
    const outdated = ctx.query.get('outdated');
    if (outdated !== null && !['1', 'true', '0', 'false'].includes(outdated)) throw ApiError.badInput('outdated', 'must be 1 or 0');
    return listTranslations(ctx.store, {
      kind: kind as TranslatedKind,
      type: ctx.query.get('type')?.trim().slice(0, 100) || undefined,
      missing: missing ? parseLang(missing) : undefined,
      outdated: outdated === '1' || outdated === 'true',
    });
  });

  registerTranslationRoutes(router, '/editor/entries/:id/translations', entryId, { list: entryTranslations, start: startTranslation });
}

/**
 * The translation endpoints of one translated thing (an entry, a doc node) at `path`, which names its `:id`: its
 * languages side by side, and "Start from English" in one more (editors). A start makes a new unpublished version:
 * nothing visitors see changes, so no cache hears of it.
 */
export function registerTranslationRoutes(router: Router, path: string, idOf: (ctx: Ctx) => number, translations: {
  list: (store: Store, id: number) => Promise<unknown>;
  start: (store: Store, staff: StaffSession, id: number, lang: Lang) => Promise<unknown>;
}) {
  router.get(path, async (ctx) => {
    await requireStaff(ctx);
    return translations.list(ctx.store, idOf(ctx));
  });

  router.post(path, async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { lang } = assertBody(StartBody, ctx.body);
    return translations.start(ctx.store, staff, idOf(ctx), lang);
  });
}

import { enums, object } from 'superstruct';
import { ApiError, parseLang, type Router } from '../http';
import { LANGS } from '../../contract/langs';
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

  router.get('/editor/entries/:id/translations', async (ctx) => {
    await requireStaff(ctx);
    return entryTranslations(ctx.store, entryId(ctx));
  });

  router.post('/editor/entries/:id/translations', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const { lang } = assertBody(StartBody, ctx.body);
    return startTranslation(ctx.store, staff, entryId(ctx), lang);
  });
}

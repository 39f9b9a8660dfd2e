import type { LiveDraftInput } from '../../api-client/live-preview';
import { extraNewsFields, isCalendarDay, type NewsFields, type NewsType } from '../../contract/news-entry';

/**
 * The news form's fields as the live draft its detail page renders, laid out as a save stores them (portal/editor/news.ts):
 * the article's columns, the publication day, and the type's own fields in data. A field left empty is sent as null,
 * so the preview drops the saved value as the save would.
 */
export function newsLiveDraft(type: NewsType) {
  const dataKeys = ['image', 'recommend', ...extraNewsFields(type)];
  return ({ fields }: { fields: NewsFields }): LiveDraftInput => ({
    title: fields.title ?? '',
    summary: fields.summary ?? '',
    body: fields.html ?? '',
    tag: fields.tag ?? '',
    // A day being typed is not a moment yet: the preview keeps the saved one until it is.
    ...(typeof fields.date === 'string' && isCalendarDay(fields.date) ? { publishedAt: `${fields.date}T00:00:00.000Z` } : {}),
    data: Object.fromEntries(dataKeys.map((key) => [key, fields[key] ?? null])),
  });
}

/**
 * The security glossary's sub-tags, spelled DDoS, WAF, BOTS, API, ZERO TRUST, CYBER SECURITY; a glossary entry stores
 * one in data.subTag. Shared by the list API (validation), the seed and the sub-tag filter, so the three cannot drift.
 */
export const GLOSSARY_SUB_TAGS = ['DDoS', 'WAF', 'BOTS', 'API', 'ZERO TRUST', 'CYBER SECURITY'] as const;
export type GlossarySubTag = (typeof GLOSSARY_SUB_TAGS)[number];

/** The form a sub-tag takes in a page address (?subTag=zero-trust): lower case, words joined by hyphens. */
export const subTagSlug = (subTag: string) => subTag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The sub-tag a caller names, by its stored spelling or its slug in any case ('ZERO TRUST', 'zero-trust'); else null. */
export function findGlossarySubTag(raw: string): GlossarySubTag | null {
  const slug = subTagSlug(raw);
  return GLOSSARY_SUB_TAGS.find((subTag) => subTagSlug(subTag) === slug) ?? null;
}

/** Whether a news list shows the sub-tag filter: asked for in its details, and a glossary list (the API refuses others). */
export const hasSubTagFilter = (details: { type: string; subTagFilter?: boolean }) => Boolean(details.subTagFilter) && details.type.toUpperCase() === 'GLOSSARY';

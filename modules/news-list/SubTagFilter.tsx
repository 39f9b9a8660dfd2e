import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '../../i18n';
import { GLOSSARY_SUB_TAGS, subTagSlug, type GlossarySubTag } from '../../contract/glossary-sub-tags';
import { sectionStyles } from '../../ui/shared/Section';
import styles from './SubTagFilter.module.css';

/** The address of this page filtered by a sub-tag (none: every term), landing on the filter (`anchor`). */
export function subTagHref(pagePath: string, subTag: GlossarySubTag | null, anchor: string): string {
  const query = subTag ? `?${new URLSearchParams({ subTag: subTagSlug(subTag) })}` : '';
  return `${pagePath}${query}#${anchor}`;
}

/** The page's own path, without query or fragment (the locale prefix included: it is part of the path here). */
export function usePagePath(): string {
  return useRouter().asPath.split(/[?#]/)[0];
}

/**
 * Links, not buttons: each sub-tag is its own address (?subTag=waf), rendered on the server, so the filter works
 * without JavaScript and crawlers can follow it; with JavaScript next/link swaps the list in place and focus stays on
 * the chosen link. The current choice is marked aria-current.
 */
export default function SubTagFilter({ current, anchor }: { current: GlossarySubTag | null; anchor: string }) {
  const t = useT();
  const path = usePagePath();
  const options: Array<{ subTag: GlossarySubTag | null; label: string }> = [
    { subTag: null, label: t('modules.list.allTerms') },
    ...GLOSSARY_SUB_TAGS.map((subTag) => ({ subTag, label: subTag })),
  ];
  return (
    <nav id={anchor} className={styles.filter} aria-label={t('modules.list.subTags')}>
      <ul className={styles.options}>
        {options.map(({ subTag, label }) => (
          <li key={subTag ?? 'all'}>
            <Link className={styles.option} href={subTagHref(path, subTag, anchor)} aria-current={subTag === current ? 'page' : undefined} scroll={false}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Always in the page, so screen readers announce the count when a choice changes it (empty with no sub-tag). */
export function SubTagStatus({ subTag, total }: { subTag: GlossarySubTag | null; total: number | null }) {
  const t = useT();
  return (
    <p className={styles.status} role="status">
      {subTag && total !== null ? t('modules.list.subTagCount', { subTag, count: total }) : ''}
    </p>
  );
}

/** A sub-tag without terms (yet, or in this language): say so, and offer the whole list. */
export function SubTagEmpty({ subTag, anchor }: { subTag: GlossarySubTag; anchor: string }) {
  const t = useT();
  const path = usePagePath();
  return (
    <div className={sectionStyles.empty}>
      <p>{t('modules.list.subTagEmpty', { subTag })}</p>
      <Link href={subTagHref(path, null, anchor)} scroll={false}>
        {t('modules.list.showAllTerms')}
      </Link>
    </div>
  );
}

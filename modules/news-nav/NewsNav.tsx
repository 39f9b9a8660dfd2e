import { useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import { getRecommendations, type NewsRow } from '../../api-client/content';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../../ui/shared/href';
import Section from '../../ui/shared/Section';
import { useApi } from '../../ui/shared/useApi';
import { cachedRecommendations, hotArticleVisible, navQualifies, parseNav, RECOMMEND_TYPES, type NavItem } from './rules';
import type { NewsNavDetails } from './schema';
import styles from './NewsNav.module.css';

export default function NewsNav({ details }: ModuleProps<Infer<typeof NewsNavDetails>>) {
  const t = useT();
  const href = useSiteHref();
  const api = useApi();
  const items = details.items as NavItem[];
  const showHot = hotArticleVisible(items);
  const [lists, setLists] = useState<Partial<Record<string, NewsRow[]>>>({});

  useEffect(() => {
    if (!showHot) return;
    let live = true;
    for (const type of RECOMMEND_TYPES) {
      cachedRecommendations(type, (ty) => getRecommendations(api, ty))
        .then((rows) => live && setLists((current) => ({ ...current, [type]: rows })))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [showHot, api]);

  if (!navQualifies(items)) return null;
  return (
    <Section>
      <aside className={styles.nav} aria-label={t('modules.nav.recommended')}>
        {showHot ? (
          <div className={styles.block}>
            <h2 className={styles.heading}>{t('modules.nav.hotArticles')}</h2>
            {RECOMMEND_TYPES.map((type) =>
              lists[type]?.length ? (
                <div key={type}>
                  <h3 className={styles.sub}>{t(`modules.nav.${type}`)}</h3>
                  <ul className={styles.links}>
                    {lists[type]!.filter((row) => row.url).map((row) => (
                      <li key={row.code}>
                        <a href={href(row.url!)}>{row.title}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </div>
        ) : null}
        {items.map((item, index) => {
          const d = parseNav(item);
          if (item.type === 'hotRecommend' && d.recommendList?.length) {
            return (
              <div key={index} className={styles.block}>
                <h2 className={styles.heading}>{t('modules.nav.recommended')}</h2>
                <ul className={styles.links}>
                  {d.recommendList.map((r) => (
                    <li key={r.url}>
                      <a href={href(r.url)}>{r.title || r.code || r.url}</a>
                    </li>
                  ))}
                </ul>
              </div>
            );
          }
          if (item.type === 'ad' && d.url) {
            return (
              <a key={index} className={styles.ad} href={href(d.url)}>
                <span className={styles.adLabel}>{t('modules.nav.ad')}</span>
                <strong>{d.title}</strong>
                {d.content ? <span>{d.content}</span> : null}
              </a>
            );
          }
          return null;
        })}
      </aside>
    </Section>
  );
}

import { useState } from 'react';
import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import NewsCard from '../news-list/NewsCard';
import Section, { sectionStyles } from '../../ui/shared/Section';
import TagFilter from '../../ui/shared/TagFilter';
import type { CaseStudyGridData } from './load.server';
import type { CaseStudyGridDetails } from './schema';
import styles from './CaseStudyGrid.module.css';

export default function CaseStudyGrid({ details, data }: ModuleProps<Infer<typeof CaseStudyGridDetails>, CaseStudyGridData | null>) {
  const t = useT();
  const [tag, setTag] = useState('');
  const rows = (data?.rows ?? []).filter((row) => !tag || row.tag === tag);
  return (
    <Section title={details.title}>
      {details.tags?.length ? (
        <TagFilter className={styles.filters} label={t('modules.caseStudy.filter')} allLabel={t('modules.caseStudy.all')} options={details.tags} current={tag} onChoose={setTag} />
      ) : null}
      {rows.length ? (
        <ul className={sectionStyles.grid}>
          {rows.map((row) => (
            <NewsCard key={row.code} row={row} layout="cards" />
          ))}
        </ul>
      ) : (
        <p className={sectionStyles.empty}>{t('modules.list.noData')}</p>
      )}
    </Section>
  );
}

import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../../ui/shared/href';
import Section, { sectionStyles } from '../../ui/shared/Section';
import type { AppManageDetails } from './schema';
import styles from './AppManage.module.css';

export default function AppManage({ details, data }: ModuleProps<Infer<typeof AppManageDetails>, { chosen: number } | null>) {
  const t = useT();
  const href = useSiteHref();
  const chosenIndex = data && data.chosen < details.items.length ? data.chosen : 0;
  const chosen = details.items[chosenIndex];
  const others = details.items.filter((_, index) => index !== chosenIndex);
  return (
    <Section title={details.title} intro={details.intro}>
      <div className={styles.primary}>
        <p className={styles.label}>{t('modules.app.recommended')}</p>
        <a className={sectionStyles.button} href={href(chosen.url)} data-os={chosen.systemUa}>
          {t('modules.app.download', { name: chosen.systemName })}
        </a>
        {chosen.version ? <span className={styles.version}>{t('modules.app.version', { version: chosen.version })}</span> : null}
      </div>
      {others.length ? (
        <>
          <h3 className={styles.otherTitle}>{t('modules.app.other')}</h3>
          <ul className={styles.others}>
            {others.map((item) => (
              <li key={item.systemPlat}>
                <a href={href(item.url)}>{t('modules.app.download', { name: item.systemName })}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import type { Consent } from './consent';
import styles from './CookieConsent.module.css';

/**
 * The consent categories (spec §4) with their checkboxes; strictly necessary is always on. Loaded on demand by
 * CookieConsent. It takes focus when it appears: the "Manage settings" button the visitor pressed is gone by then.
 */
export default function ConsentSettings({ choice, onChange }: { choice: Consent; onChange: (choice: Consent) => void }) {
  const t = useT();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset className={styles.categories}>
      <legend className="visually-hidden">{t('shell.cookies.manage')}</legend>
      <label className={styles.category}>
        <input type="checkbox" checked disabled readOnly />
        <span>
          <strong>{t('shell.cookies.necessary')}</strong>
          <small>{t('shell.cookies.necessaryText')}</small>
        </span>
      </label>
      <label className={styles.category}>
        <input ref={first} type="checkbox" checked={choice.statistics} onChange={(e) => onChange({ ...choice, statistics: e.target.checked })} />
        <span>
          <strong>{t('shell.cookies.statistics')}</strong>
          <small>{t('shell.cookies.statisticsText')}</small>
        </span>
      </label>
      <label className={styles.category}>
        <input type="checkbox" checked={choice.targeting} onChange={(e) => onChange({ ...choice, targeting: e.target.checked })} />
        <span>
          <strong>{t('shell.cookies.targeting')}</strong>
          <small>{t('shell.cookies.targetingText')}</small>
        </span>
      </label>
    </fieldset>
  );
}

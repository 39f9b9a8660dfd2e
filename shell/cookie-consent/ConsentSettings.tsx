import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import type { Consent } from '../../contract/consent';
import styles from './CookieConsent.module.css';

/** The categories a visitor may turn on, in the order shown. */
const OPTIONAL = ['statistics', 'targeting'] as const satisfies ReadonlyArray<keyof Consent>;

/**
 * The consent categories (strictly necessary, statistics, targeting) with their checkboxes; strictly necessary is
 * always on. Loaded on demand by CookieConsent. It takes focus when it appears: the "Manage settings" button the
 * visitor pressed is gone by then.
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
      {OPTIONAL.map((category, index) => (
        <label key={category} className={styles.category}>
          <input ref={index === 0 ? first : undefined} type="checkbox" checked={choice[category]} onChange={(e) => onChange({ ...choice, [category]: e.target.checked })} />
          <span>
            <strong>{t(`shell.cookies.${category}`)}</strong>
            <small>{t(`shell.cookies.${category}Text`)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

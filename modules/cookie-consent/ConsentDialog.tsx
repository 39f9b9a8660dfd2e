import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useT } from '../../i18n';
import { saveConsent, type Consent } from './consent';
import styles from './CookieConsent.module.css';

/**
 * The consent dialog (spec §4): accept all, only necessary, or manage settings and save the choices. Non-modal so the
 * page stays usable. Shown by CookieConsent while no choice is stored; onChosen runs once one is.
 */
export default function ConsentDialog({ onChosen }: { onChosen: () => void }) {
  const t = useT();
  const [managing, setManaging] = useState(false);
  const [choice, setChoice] = useState<Consent>({ statistics: false, targeting: false });

  const choose = (consent: Consent) => {
    saveConsent(consent);
    onChosen();
  };

  return (
    <Dialog.Root open modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.consent}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => e.preventDefault()}
        >
          <Dialog.Title className={styles.title}>{t('shell.cookies.title')}</Dialog.Title>
          <Dialog.Description className={styles.text}>{t('shell.cookies.text')}</Dialog.Description>
          {managing ? (
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
                <input type="checkbox" checked={choice.statistics} onChange={(e) => setChoice({ ...choice, statistics: e.target.checked })} />
                <span>
                  <strong>{t('shell.cookies.statistics')}</strong>
                  <small>{t('shell.cookies.statisticsText')}</small>
                </span>
              </label>
              <label className={styles.category}>
                <input type="checkbox" checked={choice.targeting} onChange={(e) => setChoice({ ...choice, targeting: e.target.checked })} />
                <span>
                  <strong>{t('shell.cookies.targeting')}</strong>
                  <small>{t('shell.cookies.targetingText')}</small>
                </span>
              </label>
            </fieldset>
          ) : null}
          <div className={styles.buttons}>
            <button type="button" className={styles.primary} onClick={() => choose({ statistics: true, targeting: true })}>
              {t('shell.cookies.acceptAll')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => choose({ statistics: false, targeting: false })}>
              {t('shell.cookies.onlyNecessary')}
            </button>
            {managing ? (
              <button type="button" className={styles.secondary} onClick={() => choose(choice)}>
                {t('shell.cookies.save')}
              </button>
            ) : (
              <button type="button" className={styles.link} onClick={() => setManaging(true)}>
                {t('shell.cookies.manage')}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

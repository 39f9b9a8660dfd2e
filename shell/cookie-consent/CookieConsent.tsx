import { useRouter } from 'next/router';
import { useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useT } from '../../i18n';
import { CONSENT_CHOICES, CONSENT_FORM_PATH, readConsent, saveConsent, subscribeConsent, type Consent, type ConsentChoice } from '../../contract/consent';
import styles from './CookieConsent.module.css';
import { onDemand } from '../../ui/shared/on-demand';

// The category checkboxes load when the visitor asks to manage settings (or reaches for that button).
const { Component: ConsentSettings, preload } = onDemand(() => import('./ConsentSettings'));

const chosenInBrowser = () => readConsent() !== null;
// The server cannot know (its HTML is shared by every visitor), so it and the hydrating render show the notice;
// React then re-renders with the browser's answer. Before that, CSS on <html>'s consent mark hides it (consent.ts).
const chosenOnServer = () => false;

/**
 * Cookie consent: accept all, only necessary, or manage settings and save the choices. A notice in every
 * page's HTML, so it paints with the page instead of late (it can be the largest element); fixed to a corner, so it
 * shifts nothing. A labelled region rather than a dialog: it does not take focus or block the page, and it comes
 * first in the page so that screen readers and keyboard users meet it before the content.
 */
export default function CookieConsent() {
  const t = useT();
  const titleId = useId();
  const chosen = useSyncExternalStore(subscribeConsent, chosenInBrowser, chosenOnServer);
  // null until the visitor asks to manage settings.
  const [choice, setChoice] = useState<Consent | null>(null);
  const { asPath } = useRouter();
  if (chosen) return null;
  // With scripts the choice is stored here; without them (or before hydration) the form posts it to the server.
  const choose = (name: ConsentChoice) => (event: MouseEvent) => {
    event.preventDefault();
    saveConsent(CONSENT_CHOICES[name]);
  };

  return (
    <section className={styles.consent} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('shell.cookies.title')}
      </h2>
      <p className={styles.text}>{t('shell.cookies.text')}</p>
      {choice ? <ConsentSettings choice={choice} onChange={setChoice} /> : null}
      <form className={styles.buttons} method="post" action={CONSENT_FORM_PATH}>
        <input type="hidden" name="return" value={asPath} />
        <button type="submit" name="choice" value="all" className={styles.primary} onClick={choose('all')}>
          {t('shell.cookies.acceptAll')}
        </button>
        <button type="submit" name="choice" value="necessary" className={styles.secondary} onClick={choose('necessary')}>
          {t('shell.cookies.onlyNecessary')}
        </button>
        {choice ? (
          <button type="button" className={styles.secondary} onClick={() => saveConsent(choice)}>
            {t('shell.cookies.save')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.link}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => setChoice({ statistics: false, targeting: false })}
          >
            {t('shell.cookies.manage')}
          </button>
        )}
      </form>
    </section>
  );
}

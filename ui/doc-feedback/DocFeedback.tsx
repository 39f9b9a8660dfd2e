import { useRef, useState } from 'react';
import { useT } from '../../i18n';
import styles from './DocFeedback.module.css';
import { onDemand } from '../shared/on-demand';

export interface DocFeedbackProps {
  pageCode: string;
  docName: string;
  docUrl: string;
}

// The dialog, its form (final-form) and checks (superstruct) load when a reader answers 'No', not with every article.
const { Component: FeedbackDialog, preload } = onDemand(() => import('./FeedbackDialog'));

/** The article's feedback flow: helpful? yes → thanks; no → a dialog of problem types and a suggestion. */
export default function DocFeedback({ pageCode, docName, docUrl }: DocFeedbackProps) {
  const t = useT();
  const no = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'ask' | 'thanks' | 'submitted'>('ask');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  if (state !== 'ask') {
    return (
      <p className={styles.feedback} role="status">
        {t(state === 'thanks' ? 'docFeedback.thanks' : 'docFeedback.submitted')}
      </p>
    );
  }
  return (
    <div className={styles.feedback}>
      <span>{t('docFeedback.question')}</span>
      <button type="button" className={styles.answer} onClick={() => setState('thanks')}>
        {t('docFeedback.yes')}
      </button>
      <button
        ref={no}
        type="button"
        className={styles.answer}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('docFeedback.no')}
      </button>
      {wanted ? (
        <FeedbackDialog
          doc={{ pageCode, docName, docUrl }}
          open={open}
          onOpenChange={setOpen}
          trigger={no}
          onDone={() => {
            setOpen(false);
            setState('submitted');
          }}
        />
      ) : null}
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import Section from '../../ui/shared/Section';
import { remaining } from './remaining';
import type { CountdownDetails } from './schema';
import styles from './Countdown.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export default function Countdown({ details, data }: ModuleProps<Infer<typeof CountdownDetails>, { now: number } | null>) {
  const t = useT();
  const target = Date.parse(details.target);
  const [now, setNow] = useState(() => data?.now ?? Date.now());
  const left = remaining(target, now);

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);

  return (
    <Section title={details.title}>
      {left ? (
        <div className={styles.countdown} role="timer" aria-label={t('modules.countdown.startsIn')}>
          {UNITS.map((unit) => (
            <div key={unit} className={styles.unit}>
              <span className={styles.value} data-unit={unit}>
                {String(left[unit]).padStart(2, '0')}
              </span>
              <span className={styles.label}>{t(`modules.countdown.${unit}`)}</span>
            </div>
          ))}
        </div>
      ) : (
        <div className={styles.ended} role="status">
          <p className={styles.endedTitle}>{t('modules.countdown.eventEnded')}</p>
          <p className={styles.endedNote}>{t('modules.countdown.activityEnded')}</p>
        </div>
      )}
    </Section>
  );
}

import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import styles from './LoadingBar.module.css';

/** The bar appears only for navigations longer than 200 ms and hides 500 ms after they end. */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_HIDE_MS = 500;

type Phase = 'idle' | 'loading' | 'done';

/** Progress bar for client navigations. */
export default function LoadingBar() {
  const t = useT();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearTimeout(hideTimer);
      clearTimeout(showTimer);
      showTimer = setTimeout(() => setPhase('loading'), LOADING_THROTTLE_MS);
    };
    const end = () => {
      clearTimeout(showTimer);
      setPhase((current) => (current === 'loading' ? 'done' : current));
      hideTimer = setTimeout(() => setPhase('idle'), LOADING_HIDE_MS);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router.events]);

  if (phase === 'idle') return null;
  return <div className={styles.bar} data-phase={phase} role="progressbar" aria-label={t('shell.loading')} aria-busy={phase === 'loading'} />;
}

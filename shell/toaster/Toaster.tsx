import { useEffect, useState } from 'react';
import { onToast, TOAST_MS } from '../../api-client/toast';
import { useT } from '../../i18n';
import styles from './Toaster.module.css';

interface Toast {
  id: number;
  message: string;
}

let nextId = 1;

/** Shows the api-client's failure toasts for TOAST_MS each (3000 ms, 20 px from the top). */
export default function Toaster() {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(
    () =>
      onToast((message) => {
        const id = nextId++;
        setToasts((list) => [...list, { id, message }]);
        setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_MS);
      }),
    [],
  );

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={t('shell.notifications')}>
      {toasts.map((toast) => (
        <p key={toast.id} className={styles.toast}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}

import { useCallback, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { Field, useForm } from 'react-final-form';
import { getCaptcha } from '../../api-client';
import { useT } from '../../i18n';
import { useApi } from '../shared/useApi';
import { controlProps, FieldRow, useFieldError } from './FieldRow';
import styles from './LeadForm.module.css';

export interface CaptchaHandle {
  /** Fetches a new captcha and clears the typed text; after a refused code, says so until the visitor types again. */
  refresh: (reason?: 'refused') => void;
}

/**
 * The captcha image (spec §3 pictureType / verifyCode) with a refresh button. It is fetched once `active` turns true
 * (the visitor started on the form), so page views and crawlers never spend captchas.
 */
export default function Captcha({ id, active, handle }: { id: string; active: boolean; handle: Ref<CaptchaHandle> }) {
  const t = useT();
  const api = useApi();
  const form = useForm();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);
  const fieldError = useFieldError('verifyCode');
  // Clearing the spent text would hide the server's answer, so the refusal is kept here until the visitor types.
  const error = refused ? t('forms.msg.verifyCodeWrong') : fieldError;

  const refresh = useCallback((reason?: 'refused') => {
    setFailed(false);
    setRefused(reason === 'refused');
    getCaptcha(api)
      .then((captcha) => {
        setImage(captcha.image);
        form.batch(() => {
          form.change('pictureType', captcha.pictureType);
          form.change('verifyCode', undefined);
        });
      })
      .catch(() => setFailed(true));
  }, [api, form]);

  useImperativeHandle(handle, () => ({ refresh }), [refresh]);
  useEffect(() => {
    if (active && !image) refresh();
  }, [active, image, refresh]);

  return (
    <FieldRow id={id} label={t('forms.label.verifyCode')} required error={error}>
      <div className={styles.captcha}>
        <Field
          name="verifyCode"
          render={({ input }) => (
            <input
              {...input}
              {...controlProps(id, error, true)}
              onChange={(event) => {
                setRefused(false);
                input.onChange(event);
              }}
              className={styles.input}
              autoComplete="off"
              maxLength={12}
            />
          )}
        />
        {image ? <img src={image} alt={t('forms.captcha.alt')} width={140} height={40} /> : null}
        <button type="button" className={styles.refresh} onClick={() => refresh()} aria-label={t('forms.captcha.refresh')} title={t('forms.captcha.refresh')}>
          ↻
        </button>
      </div>
      {failed ? <p role="alert" className={styles.error}>{t('forms.captcha.unavailable')}</p> : null}
    </FieldRow>
  );
}

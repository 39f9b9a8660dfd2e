import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Field, useForm } from 'react-final-form';
import { getCaptcha, type CaptchaMode } from '../../api-client/forms';
import { useT } from '../../i18n';
import { useApi } from '../../ui/shared/useApi';
import { controlProps, FieldRow, useFieldError } from './FieldRow';
import { solveProof } from './proof';
import styles from './LeadForm.module.css';

export interface CaptchaTicket {
  /** Names the captcha; the typed verifyCode is checked against it. */
  pictureType: string;
  /** The browser's proof of work, undefined if it could not be solved. */
  proof?: string;
}

export interface CaptchaHandle {
  /** Fetches a new captcha and clears the typed text; after a refused code, says so until the visitor types again. */
  refresh: (reason?: 'refused') => void;
  /** What a submission sends of the newest captcha, once it has arrived and its proof of work is solved (undefined if it could not be fetched). */
  ticket: () => Promise<CaptchaTicket | undefined>;
}

/**
 * The captcha image (its pictureType is sent back with the typed verifyCode) with a refresh button, and its proof of
 * work, solved in the background as soon as the captcha arrives. It is fetched once `active` turns true (the visitor
 * started on the form), so page views and crawlers never spend captchas. A visitor who cannot see the image switches to
 * the non-visual kind: no text to type, a longer computation instead.
 */
export default function Captcha({ id, active, handle }: { id: string; active: boolean; handle: Ref<CaptchaHandle> }) {
  const t = useT();
  const api = useApi();
  const form = useForm();
  const [mode, setMode] = useState<CaptchaMode>('visual');
  const [image, setImage] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);
  const ticket = useRef<Promise<CaptchaTicket | undefined>>(Promise.resolve(undefined));
  const fieldError = useFieldError('verifyCode');
  // Clearing the spent text would hide the server's answer, so the refusal is kept here until the visitor types.
  const error = refused ? t('forms.msg.verifyCodeWrong') : fieldError;

  // Only the newest request's captcha counts: one asked for earlier (the picture, before the visitor switched to the
  // non-visual kind) may arrive later and must not replace it. The old picture and the text typed for it go as the
  // request starts, not when the answer comes: what the visitor types meanwhile is for the new picture and stays,
  // and a submission made meanwhile waits for the new captcha's ticket.
  const newest = useRef(0);
  const load = useCallback((next: CaptchaMode, reason?: 'refused') => {
    const request = ++newest.current;
    setFailed(false);
    setRefused(reason === 'refused');
    setLoaded(true);
    setImage(null);
    form.batch(() => {
      form.change('captchaMode', next);
      // The first picture replaces none: text typed as the form woke is kept.
      if (request > 1 || next === 'non-visual') form.change('verifyCode', next === 'visual' ? undefined : '');
    });
    const issued = getCaptcha(api, next);
    ticket.current = issued
      .then(async (captcha): Promise<CaptchaTicket> => ({ pictureType: captcha.pictureType, proof: captcha.challenge ? await solveProof(captcha.challenge).catch(() => undefined) : undefined }))
      .catch(() => undefined);
    issued
      .then((captcha) => request === newest.current && setImage(captcha.image))
      .catch(() => request === newest.current && setFailed(true));
  }, [api, form]);

  const refresh = useCallback((reason?: 'refused') => load(mode, reason), [load, mode]);
  const switchMode = (next: CaptchaMode) => {
    setMode(next);
    load(next);
  };

  useImperativeHandle(handle, () => ({ refresh, ticket: () => ticket.current }), [refresh]);
  useEffect(() => {
    if (active && !loaded) load(mode);
  }, [active, loaded, load, mode]);

  const modeSwitch = (
    <button type="button" className={styles.captchaMode} onClick={() => switchMode(mode === 'visual' ? 'non-visual' : 'visual')}>
      {mode === 'visual' ? t('forms.captcha.useNonVisual') : t('forms.captcha.useVisual')}
    </button>
  );
  const unavailable = failed ? <p role="alert" className={styles.error}>{t('forms.captcha.unavailable')}</p> : null;
  if (mode === 'non-visual') {
    return (
      <div className={styles.row}>
        <p className={styles.label}>{t('forms.label.verifyCode')}</p>
        <p id={id} tabIndex={-1} role="status">
          {t('forms.captcha.nonVisualActive')}
        </p>
        {modeSwitch}
        {error ? <p className={styles.error}>{error}</p> : null}
        {unavailable}
      </div>
    );
  }
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
      {modeSwitch}
      {unavailable}
    </FieldRow>
  );
}

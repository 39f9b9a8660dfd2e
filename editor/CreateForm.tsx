import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { failureText } from './use-editor';
import PanelForm from './PanelForm';
import styles from './Editor.module.css';

interface Props<V> {
  headingId: string;
  heading: string;
  initialValues: Partial<V>;
  /** Creates the thing from the fields; the address of its editor, which opens next. */
  create: (values: V) => Promise<string>;
  submit: string;
  /** The button's text while creating (the submit text when not given). */
  busy?: string;
  /** The fields (final-form fields: LabelledInput, LabelledSelect). */
  children: ReactNode;
}

/** A list screen's create form (pages, news-kind entries): creates, then opens the new thing's editor; a failure is said in the form. */
export default function CreateForm<V extends object>({ headingId, heading, initialValues, create, submit, busy, children }: Props<V>) {
  const router = useRouter();
  const [error, setError] = useState('');
  return (
    <Form<V>
      initialValues={initialValues}
      onSubmit={async (values) => {
        setError('');
        try {
          await router.push(await create(values));
        } catch (e) {
          setError(failureText(e));
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <PanelForm headingId={headingId} heading={heading} onSubmit={handleSubmit}>
          {children}
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
          <button type="submit" disabled={submitting}>{submitting && busy ? busy : submit}</button>
        </PanelForm>
      )}
    />
  );
}

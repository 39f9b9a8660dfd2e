import type { ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import type { FormApi, SubmissionErrors } from 'final-form';
import type { KeptWork } from './use-kept-work';

interface Props<V> {
  form: FormApi<V>;
  kept: KeptWork<V>;
  onSubmit: (values: V) => SubmissionErrors | Promise<SubmissionErrors | undefined> | undefined | void;
  /** Submitted with errors the browser can see: the screen says so where it reports outcomes. */
  onInvalid: () => void;
  /** The id of the heading that names the form, when it has one. */
  labelledBy?: string;
  children: (props: FormRenderProps<V>) => ReactNode;
}

/** An editor form whose typed work is kept on the device until it is saved (see useKeptWork): the form element it watches. */
export default function KeptWorkForm<V>({ form, kept, onSubmit, onInvalid, labelledBy, children }: Props<V>) {
  return (
    <Form<V>
      form={form}
      onSubmit={onSubmit}
      render={(props) => (
        <form noValidate aria-labelledby={labelledBy} ref={kept.formRef} onSubmit={kept.onSubmit(props.handleSubmit, onInvalid)}>
          {children(props)}
        </form>
      )}
    />
  );
}

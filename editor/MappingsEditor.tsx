import { useState } from 'react';
import { Form } from 'react-final-form';
import useSWR from 'swr';
import { editorApi, type LinkMapping } from '../api-client';
import { useT } from '../i18n';
import Table from '../ui/shared/Table';
import { failureText, useEditorApi } from './use-editor';
import styles from './Editor.module.css';
import LabelledInput from './LabelledInput';

/** Redirects from old paths to paths on this site; the API refuses any target off the site. */
export default function MappingsEditor() {
  const t = useT();
  const api = useEditorApi();
  const mappings = useSWR('editor/mappings', () => editorApi.mappings(api));
  const [error, setError] = useState('');
  const run = async (action: () => Promise<unknown>) => {
    setError('');
    try {
      await action();
      await mappings.mutate();
      return true;
    } catch (e) {
      setError(failureText(e));
      return false;
    }
  };
  return (
    <section aria-labelledby="mappings-heading" className={styles.panel}>
      <h2 id="mappings-heading">{t('editor.site.mappings')}</h2>
      {mappings.data && mappings.data.length === 0 ? <p>{t('editor.site.noMappings')}</p> : null}
      {mappings.data && mappings.data.length > 0 ? (
        <Table className={styles.table} headings={[t('editor.site.oldPath'), t('editor.site.target'), <span className={styles.visuallyHidden}>{t('editor.site.delete', { path: '' })}</span>]}>
          {mappings.data.map((m) => (
            <tr key={m.linkUri}>
              <td>{m.linkUri}</td>
              <td>{m.target}</td>
              <td>
                <button type="button" onClick={() => run(() => editorApi.deleteMapping(api, m.linkUri))}>{t('editor.site.delete', { path: m.linkUri })}</button>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      <Form<LinkMapping>
        onSubmit={async (values, form) => {
          const saved = await run(() => editorApi.saveMapping(api, { linkUri: values.linkUri ?? '', target: values.target ?? '' }));
          // Emptied for the next mapping, unless the editor has typed on meanwhile.
          const now = form.getState().values;
          if (saved && now.linkUri === values.linkUri && now.target === values.target) setTimeout(() => form.reset());
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} className={styles.filters}>
            <LabelledInput name="linkUri" id="mapping-old" label={t('editor.site.oldPath')} required />
            <LabelledInput name="target" id="mapping-target" label={t('editor.site.target')} required />
            <button type="submit" disabled={submitting}>{t('editor.site.saveMapping')}</button>
          </form>
        )}
      />
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
    </section>
  );
}

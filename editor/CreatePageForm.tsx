import { editorApi } from '../api-client';
import { useT } from '../i18n';
import { CONTENT_LANGS, editorPageHref } from './paths';
import { useEditorApi } from './use-editor';
import CreateForm from './CreateForm';
import LabelledInput from './LabelledInput';
import LabelledSelect from './LabelledSelect';

interface NewPage {
  path: string;
  lang: string;
  title: string;
}

/** Creates an unpublished page at a path (the API derives its type and code from the route table) and opens it. */
export default function CreatePageForm() {
  const t = useT();
  const api = useEditorApi();
  const create = async (values: NewPage) => editorPageHref((await editorApi.createPage(api, values)).id);
  return (
    <CreateForm<NewPage> headingId="create-heading" heading={t('editor.create.heading')} initialValues={{ lang: CONTENT_LANGS[0] }} create={create} submit={t('editor.create.submit')}>
      <LabelledInput name="path" id="new-path" label={t('editor.create.path')} required />
      <LabelledSelect name="lang" id="new-lang" label={t('editor.list.language')} options={CONTENT_LANGS.map((lang) => [lang, lang])} />
      <LabelledInput name="title" id="new-title" label={t('editor.create.name')} required />
    </CreateForm>
  );
}

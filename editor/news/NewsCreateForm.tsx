import { editorNewsApi } from '../../api-client/editor-news';
import { NEWS_TYPES } from '../../contract/news-entry';
import { useT } from '../../i18n';
import { CONTENT_LANGS } from '../paths';
import { useEditorApi } from '../use-editor';
import CreateForm from '../CreateForm';
import LabelledInput from '../LabelledInput';
import LabelledSelect from '../LabelledSelect';
import { editorNewsHref } from './paths';

interface NewEntry {
  type: string;
  lang: string;
  code: string;
  title: string;
}

/** Creates an unpublished entry of a type and language (the list's filters preselect them) and opens it. */
export default function NewsCreateForm({ type, language }: { type: string; language: string }) {
  const t = useT();
  const api = useEditorApi();
  const create = async (values: NewEntry) => editorNewsHref((await editorNewsApi.create(api, values)).id);
  return (
    <CreateForm<NewEntry>
      headingId="news-create-heading"
      heading={t('editorNews.create.heading')}
      initialValues={{ type: type || NEWS_TYPES[0], lang: language || CONTENT_LANGS[0] }}
      create={create}
      submit={t('editorNews.create.submit')}
      busy={t('editorNews.create.busy')}
    >
      <LabelledSelect name="type" id="news-new-type" label={t('editorNews.list.type')} options={NEWS_TYPES.map((name) => [name, t(`editorNews.types.${name}`)])} />
      <LabelledSelect name="lang" id="news-new-lang" label={t('editorNews.list.language')} options={CONTENT_LANGS.map((lang) => [lang, lang])} />
      <LabelledInput name="code" id="news-new-code" label={t('editorNews.create.code')} required autoComplete="off" />
      <LabelledInput name="title" id="news-new-title" label={t('editorNews.create.title')} required />
    </CreateForm>
  );
}

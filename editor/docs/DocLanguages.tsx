import { useMemo } from 'react';
import { ApiFailure } from '../../api-client';
import { editorDocsApi } from '../../api-client/editor-docs';
import type { Lang } from '../../contract/langs';
import { useT } from '../../i18n';
import { Languages, type LanguageVersions } from '../translation/LanguagesPanel';

interface Props {
  nodeId: number;
  /** The language the screen shows, and the node's version in it: each save or publish reads the states again. */
  lang: string;
  version: number;
  readOnly: boolean;
  /** Shows the node in another language (the screen's language switch, the node kept chosen). */
  onOpen: (lang: Lang) => void;
  /** A version was started in `lang`: the screen shows it, and says so where the message outlives this panel. */
  onStarted: (lang: Lang) => void;
}

/** A documentation node's languages: its versions share its id, so opening one switches the screen's language. */
export default function DocLanguages({ nodeId, lang, version, readOnly, onOpen, onStarted }: Props) {
  const t = useT();
  const versions = useMemo<LanguageVersions>(() => ({
    key: ['doc', nodeId, lang, version],
    load: (api) => editorDocsApi.translations(api, nodeId),
    start: async (api, to) => {
      await editorDocsApi.startTranslation(api, nodeId, to);
      return () => onStarted(to);
    },
    isCurrent: (cell) => cell.lang === lang,
    open: (cell, label) => <button type="button" onClick={() => onOpen(cell.lang)}>{label}</button>,
    // A node sits in its parent: the parent's version in that language comes first.
    explain: (error) => (error instanceof ApiFailure && error.field === 'parent' ? t('translation.parentFirst') : null),
  }), [nodeId, lang, version, onOpen, onStarted, t]);
  return <Languages versions={versions} readOnly={readOnly} />;
}

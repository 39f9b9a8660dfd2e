import type { ReactNode } from 'react';
import RenderModules from '../registry/RenderModules';
import type { PageProps } from './page-props';
import ErrorView from '../shell/error-view/ErrorView';
import PageHead from '../shell/page-head/PageHead';
import SeoTags from './SeoTags';
import Layout from '../shell/layout/Layout';

/** A site page's head tags and shell around its content, or around the error view when the page failed. */
export function SiteFrame({ web, seoDefault, shell, locale, path, origin, preview, page, error, children }: PageProps & { children: ReactNode }) {
  return (
    <>
      <SeoTags locale={locale} path={path} origin={origin} preview={preview} web={web} seoDefault={seoDefault} page={page} error={error} />
      {error ? null : <PageHead origin={origin} path={path} locale={locale} languages={page?.languages} />}
      <Layout web={web} shell={shell} path={path} origin={origin} preview={preview}>{error ? <ErrorView status={error.status} message={error.message} /> : children}</Layout>
    </>
  );
}

/**
 * A rendered site page: the module list inside the frame. Builder's editing requests render pages/builder-editing
 * instead (server/builder-editing.ts), so no page here carries any of Builder's code, not even a lazy stub.
 */
export default function SitePage(props: PageProps) {
  return (
    <SiteFrame {...props}>
      <RenderModules modules={props.modules} />
    </SiteFrame>
  );
}

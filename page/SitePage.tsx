import dynamic from 'next/dynamic';
import RenderModules from '../registry/RenderModules';
import type { PageProps } from './page-props';
import ErrorView from '../shell/error-view/ErrorView';
import PageHead from '../shell/page-head/PageHead';
import SeoTags from './SeoTags';
import Layout from '../shell/layout/Layout';

// Builder's SDK is fetched only by its editor's requests; every other page (Builder pages included) renders our
// modules from the server and ships none of it.
const BuilderLive = dynamic(() => import('../builder/BuilderLive'), { ssr: false });

/** A rendered site page: head tags, the shell, and either the module list or the error view. */
export default function SitePage({ web, seoDefault, shell, locale, path, origin, preview, page, modules, error, builder }: PageProps) {
  const content = builder ? <BuilderLive editing={builder} modules={modules} /> : <RenderModules modules={modules} />;
  return (
    <>
      <SeoTags locale={locale} path={path} origin={origin} preview={preview} web={web} seoDefault={seoDefault} page={page} error={error} />
      {error ? null : <PageHead origin={origin} path={path} locale={locale} languages={page?.languages} />}
      <Layout web={web} shell={shell} path={path} origin={origin} preview={preview}>{error ? <ErrorView status={error.status} message={error.message} /> : content}</Layout>
    </>
  );
}

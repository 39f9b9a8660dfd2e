import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import RenderModules from '../registry/RenderModules';
import { SiteFrame } from '../page/SitePage';
import { loadBuilderEditingPage } from '../page/builder-editing.server';
import type { PageProps } from '../page/page-props';

// Builder's SDK renders the content its editor sends as the editor types; it runs in the browser only.
const BuilderLive = dynamic(() => import('../builder/BuilderLive'), { ssr: false });

/**
 * The catch-all's page for Builder's editing and preview requests only (server/builder-editing.ts hands them here),
 * so that Builder's code is in this route's bundle and nowhere else. Asked for any other way, it is the 404 page.
 */
export const getServerSideProps: GetServerSideProps<PageProps> = loadBuilderEditingPage;

export default function BuilderEditingPage(props: PageProps) {
  return (
    <SiteFrame {...props}>{props.builder ? <BuilderLive editing={props.builder} modules={props.modules} /> : <RenderModules modules={props.modules} />}</SiteFrame>
  );
}

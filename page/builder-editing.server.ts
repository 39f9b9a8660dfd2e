import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isBuilderEditingUrl } from '../contract/builder';
import { builderKey } from '../config/builder';
import { BUILDER_EDITING_URL_HEADER } from '../contract/builder-editing-page';
import { loadPage } from './load-page.server';
import type { PageProps } from './page-props';

/**
 * Props of the page for Builder's editing and preview requests: only with a Builder key and the URL the server put in
 * its own header (server/builder-editing.ts); asked for any other way, it is the 404 page.
 */
export async function loadBuilderEditingPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> {
  const url = ctx.req.headers[BUILDER_EDITING_URL_HEADER];
  if (!builderKey() || typeof url !== 'string' || !isBuilderEditingUrl(url)) return { notFound: true };
  return loadPage({ ...ctx, resolvedUrl: url });
}

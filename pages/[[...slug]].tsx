import type { GetServerSideProps } from 'next';
import SitePage from '../modules/layout/SitePage';
import { loadPage, type PageProps } from '../registry/load-page.server';

/** Every site path: resolved through the portal API into a module list (registry/load-page.server.ts). */
export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => loadPage(ctx);

export default SitePage;

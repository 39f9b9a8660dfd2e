import type { GetServerSideProps } from 'next';
import SitePage from '../page/SitePage';
import { loadPage, type PageProps } from '../page/load-page.server';

/** Every site path: resolved through the portal API into a module list (page/load-page.server.ts). */
export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => loadPage(ctx);

export default SitePage;

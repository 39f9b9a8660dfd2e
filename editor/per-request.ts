import type { GetServerSideProps } from 'next';

/** For every editor route: rendered per request, never prerendered (the editor's routes are no-store, never a cached file). */
export const renderPerRequest: GetServerSideProps = async () => ({ props: {} });

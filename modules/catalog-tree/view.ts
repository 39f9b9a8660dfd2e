import dynamic from 'next/dynamic';

// See registry/ModuleView.tsx: the server renders the next/dynamic one (so the page links its CSS), as does the
// browser for an interactive module; after a client-side navigation it loads a static module's component itself.
export const load = () => import('./CatalogTree');
export default dynamic(() => import('./CatalogTree'));

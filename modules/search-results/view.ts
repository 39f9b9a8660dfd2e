import dynamic from 'next/dynamic';

// See registry/ModuleView.tsx: the server renders the next/dynamic one (so the page links its CSS), the browser loads the component itself.
export const load = () => import('./SearchResults');
export default dynamic(() => import('./SearchResults'));

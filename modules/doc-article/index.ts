import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const DocArticle = dynamic(() => import('./DocArticle'));

export const docArticle: ModuleComponent = { type: 'docArticle', label: 'Documentation article', component: DocArticle };

import dynamic from 'next/dynamic';
import type { ModuleComponent } from '../../registry/types';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; the schema is in registry/schemas.ts.
const RelatedContent = dynamic(() => import('./RelatedContent'));

export const relatedContent: ModuleComponent = { type: 'relatedContent', label: 'Related videos / reading', component: RelatedContent };

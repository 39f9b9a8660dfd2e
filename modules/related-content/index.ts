import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { RelatedContentDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const RelatedContent = dynamic(() => import('./RelatedContent'));

export const relatedContent: ModuleDefinition = { type: 'relatedContent', label: 'Related videos / reading', schema: RelatedContentDetails, component: RelatedContent };

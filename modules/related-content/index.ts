import type { ModuleDefinition } from '../../registry/types';
import RelatedContent from './RelatedContent';
import { RelatedContentDetails } from './schema';

export const relatedContent: ModuleDefinition = { type: 'relatedContent', label: 'Related videos / reading', schema: RelatedContentDetails, component: RelatedContent };

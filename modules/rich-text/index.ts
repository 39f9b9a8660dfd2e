import dynamic from 'next/dynamic';
import type { ModuleDefinition } from '../../registry/types';
import { RichTextDetails } from './schema';

// Loaded on demand (SSR kept) so a page only ships the JS of the modules it shows; schema and label stay eager.
const RichText = dynamic(() => import('./RichText'));

export const richText: ModuleDefinition = { type: 'richText', label: 'Rich text', schema: RichTextDetails, component: RichText };

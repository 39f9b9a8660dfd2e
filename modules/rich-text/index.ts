import type { ModuleDefinition } from '../../registry/types';
import RichText from './RichText';
import { RichTextDetails } from './schema';

export const richText: ModuleDefinition = { type: 'richText', label: 'Rich text', schema: RichTextDetails, component: RichText };

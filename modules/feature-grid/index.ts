import type { ModuleDefinition } from '../../registry/types';
import FeatureGrid from './FeatureGrid';
import { FeatureGridDetails } from './schema';

export const featureGrid: ModuleDefinition = { type: 'featureGrid', label: 'Feature cards', schema: FeatureGridDetails, component: FeatureGrid };

import type { SeedEntry } from '../types';
import { catalogPages } from './catalog';
import { companyPages } from './company';
import { contentPages } from './content';
import { marketingPages } from './marketing';
import { networkPages } from './network';

/** Every page row of the site, in the four languages; Korean-only pages only in KO_KR. */
export function pageEntries(): SeedEntry[] {
  return [...companyPages(), ...catalogPages(), ...marketingPages(), ...contentPages(), ...networkPages()];
}

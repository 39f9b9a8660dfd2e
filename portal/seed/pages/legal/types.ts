import type { L } from '../../types';

/** A legal page as seeded: its name, summary and numbered sections (heading, paragraph). */
export interface LegalPage {
  path: string;
  name: L;
  desc: L;
  sections: Array<[heading: L, text: L]>;
}

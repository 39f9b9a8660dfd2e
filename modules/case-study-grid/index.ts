import { defineModule } from '../../contract/module-declaration';
import { CaseStudyGridDetails } from './schema';

export default defineModule({
  type: 'caseStudyGrid',
  folder: 'case-study-grid',
  interactive: 'when-used',
  sketch: ['BBB', 'CCC'],
  schema: CaseStudyGridDetails,
  loader: 'loadCaseStudyGrid',
});

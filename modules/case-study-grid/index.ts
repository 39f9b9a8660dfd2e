import { defineModule } from '../../registry/define';
import { CaseStudyGridDetails } from './schema';

export default defineModule({
  type: 'caseStudyGrid',
  folder: 'case-study-grid',
  interactive: true,
  schema: CaseStudyGridDetails,
  loader: 'loadCaseStudyGrid',
});

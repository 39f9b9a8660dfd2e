import type { Router } from '../http';
import { registerCommon } from './common';
import { registerPages } from './pages';
import { registerEditor } from './editor';
import { registerNews } from './news';
import { registerForms } from './forms';

/** Every API call of spec §7, grouped by area; order matters only where a fixed path and a ':param' path overlap. */
export function registerRoutes(router: Router): Router {
  registerCommon(router);
  registerEditor(router);
  registerForms(router);
  registerPages(router);
  registerNews(router);
  return router;
}

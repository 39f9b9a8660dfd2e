import type { Router } from '../http';
import { registerCommon } from './common';
import { registerPages } from './pages';
import { registerDocuments } from './documents';
import { registerCustomer } from './customer';
import { registerEditor } from './editor';
import { registerEditorNews } from './editor-news';
import { registerDrafts } from './drafts';
import { registerEditorDocs } from './editor-docs';
import { registerNews } from './news';
import { registerHome } from './home';
import { registerCatalog } from './catalog';
import { registerModules } from './modules';
import { registerGeo } from './geo';
import { registerSem } from './sem';
import { registerSearch } from './search';
import { registerForms } from './forms';
import { registerLeads } from './leads';
import { registerLivePreview } from './live-preview';
import { registerCalendar } from './calendar';
import { registerMedia } from './media';
import { registerTranslations } from './translations';
import { registerDocLivePreview } from './doc-live-preview';

/** Every API call, grouped by area; order matters only where a fixed path and a ':param' path overlap. */
export function registerRoutes(router: Router): Router {
  registerCommon(router);
  registerEditor(router);
  registerEditorNews(router);
  registerLivePreview(router);
  registerCalendar(router);
  registerMedia(router);
  registerTranslations(router);
  registerDrafts(router);
  registerEditorDocs(router);
  registerDocLivePreview(router);
  registerLeads(router);
  registerForms(router);
  registerCustomer(router);
  registerDocuments(router); // before pages: GET /doc/page-code is composed from the document tree
  registerPages(router);
  registerHome(router); // before news: POST /news/recommendations is not a news type
  registerNews(router);
  registerCatalog(router);
  registerModules(router);
  registerGeo(router);
  registerSem(router);
  registerSearch(router);
  return router;
}

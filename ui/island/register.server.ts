import { renderToString } from 'react-dom/server';
import MegaMenu from '../../shell/header/MegaMenu';
import { serverSide } from './server-render';

// Imported by the page loaders (server only): see server-render.ts.
serverSide.renderToHtml = (element, identifierPrefix) => renderToString(element, { identifierPrefix });
serverSide.parts.set('mega-menu', MegaMenu);

// The Heads, Position and Outputs panels as a classic script of their own (bundled to panels.js):
// their explanations and views, added the first time one of those panels opens (app/views.js), so
// a first visit downloads only the Compare panel's. The views are found, not listed: the build makes
// 'posattn:panel-views' of every module in the folders of those panels (web/js/views/<panel>/, the
// panels of PANELS_ON_DEMAND in app/panel-texts.js; scripts/bundle.mjs), and app/views.js names the
// factory it calls there (v.createHeadGrid).
import { PANEL_EXPLANATIONS } from '../content/panel-explanations.js';
import * as views from 'posattn:panel-views';

globalThis.posattnPanels = { explanations: PANEL_EXPLANATIONS, views };

// The Heads, Position and Outputs panels' explanations as a classic script of their own (bundled to
// panel-explanations.js): main.js adds it the first time one of those panels opens.
import { PANEL_EXPLANATIONS } from '../content/panel-explanations.js';

globalThis.posattnPanelExplanations = PANEL_EXPLANATIONS;

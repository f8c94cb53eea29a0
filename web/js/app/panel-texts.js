// The Heads, Position and Outputs panels' explanations are a script of their own
// (panel-explanations.js), added the first time one of those panels opens: a first visit does not
// download them. Until it is there (or when it cannot load) an explanation says so.
import { classicScript } from './classic-script.js';

const PANELS_WITH_OWN_TEXTS = ['heads', 'position', 'outputs'];
let panelExplanations = null;
let panelTextsProblem = 'The explanations are still loading.';
export const panelTexts = {
  ready: (state) => (panelExplanations || !PANELS_WITH_OWN_TEXTS.includes(state.panel) ? undefined
    : classicScript('panel-explanations.js', 'posattnPanelExplanations', 'The panels\' explanations').then(
      (texts) => { panelExplanations = texts; },
      (error) => { panelTextsProblem = `This part of the page could not load: ${error.message}`; })),
  render: () => {},  // it draws nothing itself
};
export const panelText = (pick) => (state) => (panelExplanations ? pick(panelExplanations, state)
  : { title: 'Explanation', paragraphs: [panelTextsProblem] });

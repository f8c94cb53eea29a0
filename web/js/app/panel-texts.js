// The Heads, Position and Outputs panels (their views and explanations) are a script of their own
// (panels.js), added the first time one of those panels opens: a first visit does not download
// them. Until it is there (or when it cannot load) an explanation says so.
import { classicScript } from '../util/classic-script.js';
import { t } from '../text/en/app.js';

// The panels whose views and explanations are panels.js (every view module of their folders).
export const PANELS_ON_DEMAND = ['heads', 'position', 'outputs'];
let panelExplanations = null;
export const loadPanels = () => classicScript('panels.js', 'posattnPanels', 'explanations');
let panelTextsProblem = null;  // why they are not there (a message), once loading failed
export const panelTexts = {
  ready: (state) => (panelExplanations || !PANELS_ON_DEMAND.includes(state.panel) ? undefined
    : loadPanels().then(
      (panels) => { panelExplanations = panels.explanations; },
      (error) => { panelTextsProblem = error.message; })),
  render: () => {},  // it draws nothing itself
};
export const panelText = (pick) => (state) => (panelExplanations ? pick(panelExplanations, state)
  : { title: t('app.explanation'), paragraphs: [panelTextsProblem === null ? t('app.explanationsLoading') : t('app.partFailed', { reason: panelTextsProblem })] });

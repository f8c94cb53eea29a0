// Why the core could not run the current settings, in its own words. The views keep showing the
// last result that worked until the settings can run again.
import { element } from '../../util/dom.js';
import { t } from '../../text/en/input.js';

export function createAnalysisProblem(root) {
  const line = element('p', { className: 'problem', attrs: { id: 'analysis-problem', role: 'alert' } });
  root.append(line);
  return {
    show(message) {
      line.textContent = message ? t('input.settingsKept', { problem: message }) : '';
    },
  };
}

// The Heads, Position and Outputs panels as a classic script of their own (bundled to panels.js):
// their views and their explanations, added the first time one of those panels opens (app/views.js),
// so a first visit downloads only the Compare panel's.
import { PANEL_EXPLANATIONS } from '../content/panel-explanations.js';
import { createHeadGrid } from '../views/heads/head-grid.js';
import { createHeadArcs } from '../views/heads/head-arcs.js';
import { createPositionEncoding } from '../views/position/position-encoding.js';
import { createPositionSimilarity } from '../views/position/position-similarity.js';
import { createPositionBias } from '../views/position/position-bias.js';
import { createScoreDecomposition } from '../views/position/score-decomposition.js';
import { createShiftTest } from '../views/position/shift-test.js';
import { createOutputRows } from '../views/outputs/output-rows.js';
import { createOutputDisplacement } from '../views/outputs/output-displacement.js';

globalThis.posattnPanels = {
  explanations: PANEL_EXPLANATIONS,
  views: {
    createHeadGrid, createHeadArcs, createPositionEncoding, createPositionSimilarity, createPositionBias,
    createScoreDecomposition, createShiftTest, createOutputRows, createOutputDisplacement,
  },
};

// The English of the worked cricket example (core/cricket.cpp keeps only its numbers and ids):
// Virat Kohli batting against Australia in an ODI, each phase's label and match situation, what he
// reads off a bowler (the keys' features), what a bowler's kind of bowling tells him (the values'),
// the bowlers, and what the numbers on each scale mean. See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'cricket.phase.powerplay': 'Powerplay (overs 1-10)',
  'cricket.phase.over35': '35th over',
  'cricket.situation.powerplay': 'New hard ball, fielding restrictions on: the quicks bowl short at him with slips and a short leg in place.',
  'cricket.situation.over35': 'The ball is old and the quicks are tiring; Zampa is on with men in the deep, and the game is about turn and strike rotation.',
  'cricket.key.pace': 'pace',
  'cricket.key.bounce': 'short pitch / bounce',
  'cricket.key.turn': 'turn',
  'cricket.key.close': 'attacking field (close catchers)',
  'cricket.key.deep': 'deep field',
  'cricket.value.bouncer': 'watch for the bouncer',
  'cricket.value.leave': 'play late / leave',
  'cricket.value.googly': 'read the googly from the hand',
  'cricket.value.feet': 'use the feet to spin',
  'cricket.value.rotate': 'rotate strike into gaps',
  'cricket.bowler.cummins': 'Pat Cummins',
  'cricket.bowler.starc': 'Mitchell Starc',
  'cricket.bowler.zampa': 'Adam Zampa',
  'cricket.bowler.maxwell': 'Glenn Maxwell',
  'cricket.about.cummins': 'Right-arm fast; hits the deck hard and uses the short ball',
  'cricket.about.starc': 'Left-arm fast; pitches it up to swing the new ball',
  'cricket.about.zampa': 'Leg-spinner; the googly turns the other way',
  'cricket.about.maxwell': 'Part-time off-spinner; no mystery, bowled to fill overs',
  'cricket.scale.query': '0 = not looking for it, 1 = keeping an eye on it, 2 = top priority',
  'cricket.scale.key': '0 = not seen in his recent overs, 1 = now and then, 2 = often, 3 = his stock ball (fields: 3 = as many catchers, or as many men back, as the plan allows)',
  'cricket.scale.value': '1 = the main lesson from this bowler, 0.5 = a second lesson, 0 = none',
});

// The words for a list of the core's ids of one kind (phase, key, value, bowler, about), in order.
const named = (kind, ids) => ids.map((id) => t(`cricket.${kind}.${id}`));

// The core's walkthrough ({phase, phaseIds, keyFeatureIds, valueFeatureIds, bowlerIds} and the
// numbers) with its words, as the walkthrough's views read them: phaseLabel, situation,
// phaseLabels, keyFeatures, valueFeatures, bowlers, bowlerDescriptions and the three scales.
export function cricketWords(walk) {
  if (!walk?.ok) return walk;
  return {
    ...walk,
    phaseLabel: t(`cricket.phase.${walk.phase}`),
    situation: t(`cricket.situation.${walk.phase}`),
    phaseLabels: named('phase', walk.phaseIds),
    keyFeatures: named('key', walk.keyFeatureIds),
    valueFeatures: named('value', walk.valueFeatureIds),
    bowlers: named('bowler', walk.bowlerIds),
    bowlerDescriptions: named('about', walk.bowlerIds),
    queryScale: t('cricket.scale.query'),
    keyScale: t('cricket.scale.key'),
    valueScale: t('cricket.scale.value'),
  };
}

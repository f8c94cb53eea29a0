// The Spanish glossary: one term for each concept the page names, with the variants it replaces, so
// the catalogue (text/catalogues/es.json) and the guide (scripts/guide-content.es.mjs) say one thing
// one way. tests/web/glossary.test.mjs flags any text using a rejected variant, and any message whose
// English names the concept (`english`) without the term. Not shipped: for translators and the test.
// A rejected variant is a word (matched whole, any case) or a RegExp.
export const GLOSSARY = {
  lang: 'es',
  register: 'Neutral international Spanish, as most of the catalogue was written: tú for the learner '
    + '(tu frase, presiona, entrena) and for the teacher in the guide (detén, recoge), never vosotros; '
    + 'words shared by Spain and the Americas (archivo, presionar, teléfono, computadora portátil) rather '
    + 'than regional ones (ordenador, pulsar, móvil, castellano).',
  terms: [
    { concept: 'register: vosotros forms', term: 'tú (detén, recoge, observa)',
      rejected: ['vosotros', 'vosotras', /\bvuestr[oa]s?\b/i, 'parad', 'recoged', 'fijaos', 'mirad', 'anotad', 'tenéis', 'podéis'] },
    { concept: 'computer', term: 'computadora (or dispositivo, equipo)', rejected: ['ordenador', 'ordenadores'] },
    { concept: 'press (a key, a button)', term: 'presionar', rejected: ['pulsa', 'pulsar', 'pulse', 'pulsad', 'pulsando'] },
    // (A moving average stays a media móvil.)
    { concept: 'mobile phone', term: 'teléfono', rejected: [/(?<!medias? )(?<![\p{L}\p{M}])móvil(?:es)?(?![\p{L}\p{M}])/iu] },
    { concept: 'the Spanish language', term: 'español', rejected: ['castellano'] },
    { concept: 'guess (what a model predicts for a hidden word)', term: 'predicción', rejected: ['apuesta', 'apuestas', 'apuestan', 'apostando'],
      why: 'A model predicts; "apuesta" is a bet.' },
    { concept: 'weighted (a weighted sum or mix)', term: 'ponderada', rejected: ['pesada', 'pesado', 'pesadas'] },
    { concept: 'bucket (T5\'s range of offsets that share one bias)', term: 'intervalo', rejected: ['cubo', 'cubos', 'cubeta', 'cubetas'],
      english: /\bbuckets?\b/i },
    {
      concept: 'offset (the signed distance j − i between two positions)',
      term: 'desfase',
      why: 'Kept apart from the shift test\'s desplazamiento (moving the whole sentence): a relative scheme sees only desfases, so a desplazamiento changes none.',
      rejected: [/desplazamientos? (?:con signo|relativos?)/i, /(?:solo|sólo) ven? desplazamientos/i],
      english: /\boffsets?\b/i,
    },
    { concept: 'shift (the shift test: the sentence moved k positions later)', term: 'desplazamiento', english: /\bshift test\b/i, rejected: [] },
    { concept: 'accuracy', term: 'exactitud', rejected: ['precisión'], english: /\baccuracy\b/i,
      why: 'precisión is precision, another measure.' },
  ],
};

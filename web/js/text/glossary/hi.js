// The Hindi glossary: one term for each concept the page names, with the variants it replaces, so
// the catalogue (text/catalogues/hi.json) and the guide (scripts/guide-content.hi.mjs) say one thing
// one way. tests/web/glossary.test.mjs flags any text using a rejected variant, and any message whose
// English names the concept (`english`) without the term. Not shipped: for translators and the test.
// A rejected variant is a word (matched whole: no letter or mark touching it) or a RegExp.
export const GLOSSARY = {
  lang: 'hi',
  register: 'आप, with the polite imperative (-इए): दबाइए, पढ़िए. Technical terms as Indian courses and '
    + 'commentators say them: English loanwords in Devanagari (अटेंशन, क्वेरी, वेट, ट्रेनिंग).',
  terms: [
    {
      concept: 'key (the vector a token offers to be matched against a query)',
      term: 'की-वेक्टर',
      // Courses in Hindi keep "key" as a loanword; bare की is also the possessive postposition
      // ("हर गेंदबाज़ की की", "''{token}'' की की"), so the key is always की-वेक्टर (masculine,
      // like वेक्टर): never ambiguous, and still the word a learner hears in a lecture.
      why: 'Bare की collides with the possessive की; की-वेक्टर keeps the loanword and reads unambiguously.',
      rejected: [/(?<![\p{L}\p{M}-])की की(?![\p{L}\p{M}-])/u, /क्वेरी(?:,| और) की(?![\p{L}\p{M}-])/u, /उसकी की(?![\p{L}\p{M}-])/u,
        /(?<!एक )(?:हर|चार) की(?![\p{L}\p{M}-])/u, /(?<![\p{L}\p{M}-])की K\b/u, /\(की\)/u],
      english: /(?<!arrow |→ |[{\w])keys?\b(?!\})/i,
    },
    { concept: 'value (the vector a token passes on)', term: 'वैल्यू', rejected: [/एक जैसे मान/u],
      english: /\b(?:quer(?:y|ies)|keys?)\b[^.]*(?<!\{)\bvalues?\b(?!\})|identical values/i,
      why: 'The loanword, as query and key; मान stays for a number\'s value (a bar\'s, a cell\'s).' },
    { concept: 'difference', term: 'फ़र्क़', rejected: ['फ़र्क', 'फर्क', 'फर्क़'] },
    { concept: 'oneself', term: 'ख़ुद', rejected: ['खुद'] },
    { concept: 'training', term: 'ट्रेनिंग', rejected: ['प्रशिक्षण'], why: 'The loanword, as in ट्रेन किया मॉडल.' },
    { concept: 'verdict (the sentence under the sentence box that says what changed)', term: 'फ़ैसला', rejected: ['निष्कर्ष', 'फैसला'] },
    {
      concept: 'ALiBi (grammatical gender)',
      term: 'ALiBi (masculine: ALiBi घटाता है, like RoPE घुमाता है)',
      why: 'A method named by its acronym takes the masculine, as RoPE does on this page.',
      rejected: [/ALiBi\s+(?:[^\s,()।]+\s+){0,3}?[^\s,()।]*ती\s+(?:है|हैं|थी)/u],
    },
  ],
};

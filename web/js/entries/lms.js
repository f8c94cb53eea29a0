// lms.js: the SCORM adapter as a classic script of its own, added by detect.js only when an LMS is
// found (util/classic-script.js), so a visit outside an LMS never downloads it.
import { connect } from '../lms/scorm12.js';

globalThis.posattnLms = Object.freeze({ connect });

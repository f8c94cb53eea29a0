/* Word order in attention: auto-resize for course pages.
 *
 * Include this script once on a page that embeds the lab in iframes (the lab's Embed dialog writes
 * this line for you, with the lab's origin and the build's integrity hash):
 *   <script src="https://LAB-HOST/PATH/resize-frames.js" data-origin="https://LAB-HOST" defer></script>
 * Each embedded lab posts {type: "word-order-lab:height", height} to its parent whenever its
 * content changes height; this sets the height of the iframe that sent it. Nothing else is read
 * from the message.
 * It fails closed: only messages from data-origin (one origin, or several separated by spaces) are
 * accepted. Without data-origin, only the origin this script was loaded from is trusted (the lab's
 * own host, where the lab itself lives), never any frame at all.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var listed = script && script.getAttribute('data-origin');
  var ownOrigin = script && script.src ? new URL(script.src, document.baseURI).origin : '';
  // Each listed entry is read as an origin: "https://lab.example/" (a trailing slash, as an address
  // is often copied) is the origin "https://lab.example". An entry with a path, or no scheme, or
  // "*" or "null", is refused, and the console says why (it would otherwise accept nothing silently).
  var allowed = [];
  (listed || ownOrigin).split(/\s+/).forEach(function (entry) {
    if (!entry) return;
    var origin = originOf(entry);
    if (origin) allowed.push(origin);
    else if (window.console) console.warn('resize-frames.js: data-origin "' + entry + '" is not an origin such as https://lab.example; ignored.');
  });
  function originOf(entry) {
    if (entry === '*' || entry === 'null') return '';
    try {
      var url = new URL(entry);
      if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return '';
      return url.origin;
    } catch (e) { return ''; }
  }
  var MIN_HEIGHT = 120, MAX_HEIGHT = 20000;

  window.addEventListener('message', function (event) {
    if (allowed.indexOf(event.origin) < 0) return;
    var data = event.data;
    if (!data || data.type !== 'word-order-lab:height' || typeof data.height !== 'number') return;
    if (!isFinite(data.height)) return;
    var height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(data.height)));
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = height + 'px';
    }
  });
})();

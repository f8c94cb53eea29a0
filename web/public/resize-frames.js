/* Word order in attention: auto-resize for course pages.
 *
 * Include this script once on a page that embeds the lab in iframes:
 *   <script src="https://YOUR-HOST/PATH/resize-frames.js" defer></script>
 * Each embedded lab posts {type: "word-order-lab:height", height} to its parent whenever its
 * content changes height; this sets the height of the iframe that sent it. Nothing else is read
 * from the message. To accept messages only from your own host, set data-origin on the script tag:
 *   <script src=".../resize-frames.js" data-origin="https://YOUR-HOST" defer></script>
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var allowedOrigin = script && script.getAttribute('data-origin');
  var MIN_HEIGHT = 120, MAX_HEIGHT = 20000;

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'word-order-lab:height' || typeof data.height !== 'number') return;
    if (allowedOrigin && event.origin !== allowedOrigin) return;
    var height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(data.height)));
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = height + 'px';
    }
  });
})();

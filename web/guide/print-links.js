// The teacher's guide in print: every link to another page shows its full address after its text
// (guide.css prints data-print-href), resolved against where the guide is served, so a printed
// handout names the lab's real address and not "../index.html".
for (const link of document.querySelectorAll('a[href]')) {
  if (link.getAttribute('href').startsWith('#')) continue;  // a place in this guide
  link.dataset.printHref = link.href;
}

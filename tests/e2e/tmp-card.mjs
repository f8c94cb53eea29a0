import { launch, serveSite } from './browser.mjs';
const browser = await launch();
const { server, url } = await serveSite();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const [lang, scheme] of [['en', 'alibi'], ['en', 'sinusoidal'], ['en', 'learned'], ['en', 'none'], ['es', 'alibi'], ['hi', 'sinusoidal']]) {
  await page.goto(`${url}#model=english&scheme=${scheme}&lang=${lang}`);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' });
  await page.waitForFunction(() => document.getElementById('english-accuracy')?.textContent.length > 0);
  console.log(lang, scheme, '::', await page.textContent('#english-accuracy'));
  if (scheme === 'alibi' && lang === 'en') await page.locator('#english-accuracy').screenshot({ path: '/tmp/s12/card-alibi.png' });
}
await browser.close(); server.close();

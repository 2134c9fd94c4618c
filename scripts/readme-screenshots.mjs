// Retakes the README's screenshots (docs/site-*.png) from real runs: the reference, the Python example and the
// zod example compared on the whole corpus, then the rule page, the playground and the comparison in Debian's
// chromium. Run from the repository root after `npm run build`: node scripts/readme-screenshots.mjs
// Commands are relative, so no picture shows a path of this machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from './chromium.mjs';

const out = mkdtempSync(path.join(tmpdir(), 'cdm-readme-shots-'));
const compare = spawnSync(
  process.execPath,
  [
    'dist/bin/cdm-conformance.js',
    'compare',
    '--reference',
    '--stream',
    'python=python3 examples/python-subject/validator.py --stream',
    '--module',
    'zod=examples/zod-schema/subject.mjs',
    '--out',
    out,
  ],
  { stdio: 'inherit' },
);
if (compare.status === null || compare.status > 1) {
  rmSync(out, { recursive: true, force: true });
  process.exit(compare.status ?? 2);
}
const site = path.join(out, 'site');
let browser;
try {
  browser = await launchChromium(undefined, 'the README screenshots');
  const shoot = async (file, png, width, prepare) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(
      pathToFileURL(path.join(site, file.split('#')[0])).href + (file.includes('#') ? `#${file.split('#')[1]}` : ''),
    );
    if (prepare !== undefined) await prepare(page);
    await page.screenshot({ path: path.join('docs', png) });
    await page.close();
  };
  const fixture = 'track/Track.samples.order/samples--newest-first';
  await shoot(`rules/Track.samples.order.html#${fixture}`, 'site-rule.png', 1280);
  await shoot(`rules/Track.samples.order.html#${fixture}`, 'site-rule-phone.png', 390);
  await shoot(`playground.html#fixture=${encodeURIComponent(fixture)}`, 'site-playground.png', 1280, async (page) => {
    await page.waitForSelector('#verdict[data-valid="false"]');
    await page.locator('#findings li button.show').first().click(); // scrolls the first marked error into view
    await page.locator('#format').focus();
  });
  await shoot('compare.html', 'site-compare.png', 1280);
} catch (error) {
  // One line (a missing browser names the package to install), never a stack trace.
  console.error(`readme-screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await browser?.close();
  rmSync(out, { recursive: true, force: true });
}
if (process.exitCode !== 2)
  console.log('docs/site-rule.png, docs/site-rule-phone.png, docs/site-playground.png, docs/site-compare.png');

// Opens the static Storybook build in Debian's Chromium and checks that every component of the kit is there,
// renders without a page error, shows Chinese text, and takes each of the four themes (the theme's brand
// colour must reach the page). One screenshot per component and theme goes to test-results/storybook/.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const here = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(here, 'storybook-static');
const shots = join(here, '../../test-results/storybook');

/** Every component the kit promises (issue: DataTable, TreePanel, TemplateForm, the dialogs, the basics). */
const REQUIRED = [
  'StatusTag',
  'AppDialog',
  'DataTable',
  'TreePanel',
  'TemplateForm',
  'OverallReviewDialog',
  'PersonDialog',
  'AssignStudentsDialog',
  'ChangePasswordDialog',
  'UploadField',
  'MapPickerDialog',
  'ImportDialog',
  'NewsEditor',
];
const THEMES = { default: '#0f56c0', ocean: '#0b7789', green: '#177743', white: '#3744be' };

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(staticDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
/** The first story of each component, found by the component name in its title ('数据表格/DataTable'). */
const firstStoryOf = (name) => stories.find((s) => s.title.split('/').some((part) => part.includes(name)));

const problems = [];
const missing = REQUIRED.filter((name) => !firstStoryOf(name));
for (const name of missing) problems.push(`${name}: no story in the static Storybook`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
mkdirSync(shots, { recursive: true });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const name of REQUIRED.filter((n) => !missing.includes(n))) {
    const story = firstStoryOf(name);
    for (const [theme, brand] of Object.entries(THEMES)) {
      errors.length = 0;
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      await page.waitForSelector('#storybook-root > *, body > [data-scope]', { timeout: 30_000 });
      await page.waitForTimeout(300);
      const { text, brandColour } = await page.evaluate(() => ({
        // biome-ignore lint/performance/useDomNodeTextContent: what is rendered on screen is the point here
        text: document.body.innerText,
        brandColour: getComputedStyle(document.documentElement)
          .getPropertyValue('--chakra-colors-brand-600')
          .trim(),
      }));
      const where = `${name} (${story.id}) in ${theme}`;
      if (errors.length) problems.push(`${where}: page error ${errors[0]}`);
      if (!/[\u4e00-\u9fff]/.test(text)) problems.push(`${where}: no Chinese text on screen`);
      if (brandColour.toLowerCase() !== brand)
        problems.push(`${where}: brand colour ${brandColour}, expected ${brand}`);
      await page.screenshot({ path: join(shots, `${name}-${theme}.png`) });
    }
  }
} finally {
  await browser.close();
  server.close();
}

if (problems.length) {
  console.error(
    `static Storybook: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `static Storybook: ${REQUIRED.length} components × ${Object.keys(THEMES).length} themes checked in Chromium`,
);

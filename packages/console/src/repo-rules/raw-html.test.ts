import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.js';

/*
 * Rich text is drawn as markup in one place only, the kit's SafeHtml, which cleans it by the SDK's
 * allow-list first. A new raw-HTML site in the console or the kit fails here: draw it with SafeHtml.
 */

const RAW_HTML_PROP = ['dangerously', 'Set', 'Inner', 'HTML'].join('');
const SAFE_HTML = 'ui-kit/src/safe-html.tsx';

/** Writes of markup through the DOM, and the files allowed them, each for its reason. */
const DOM_HTML_WRITE = /\.(?:innerHTML|outerHTML)\s*=(?!=)|\.insertAdjacentHTML\s*\(/;
const DOM_HTML_WRITERS: Record<string, string> = {
  // The editor's contentEditable surface holds the HTML being edited; it is cleaned before it is put there.
  'ui-kit/src/news-editor/rich-text-editor.tsx': 'the editable surface',
  // A detached <template>, never in the page: it parses cleaned HTML to see whether any text is left.
  'ui-kit/src/news-editor/sanitize.ts': 'a detached template',
};

const shipped = ['console/src', 'ui-kit/src']
  .flatMap((dir) => sourceFiles(dir))
  .filter((file) => !/\.test\.tsx?$/.test(file.path));

describe('raw HTML', () => {
  it('reads the console and the kit', () => {
    expect(shipped.some((file) => file.path === SAFE_HTML)).toBe(true);
    expect(shipped.length).toBeGreaterThan(300);
  });

  it(`is set through ${RAW_HTML_PROP} in SafeHtml only`, () => {
    const sites = shipped.filter((file) => file.text.includes(RAW_HTML_PROP)).map((file) => file.path);
    expect(sites).toEqual([SAFE_HTML]);
  });

  it('is written through the DOM only where that is the point', () => {
    const writers = shipped.filter((file) => DOM_HTML_WRITE.test(file.text)).map((file) => file.path);
    expect(writers.sort()).toEqual(Object.keys(DOM_HTML_WRITERS).sort());
  });
});

import { richTextPolicy } from '@practice/sdk';
import type { DOMPurify } from 'dompurify';

const POLICY = richTextPolicy();

/*
 * Rich text is cleaned when it is stored, not only when the console shows it: other school systems call the
 * API too, and a portal page or an export may show the stored HTML. The same sanitiser (DOMPurify, on a
 * jsdom window) and the same allow-list as the console's (the SDK's richTextPolicy).
 */

let purifier: Promise<DOMPurify> | undefined;

/**
 * jsdom costs the process about 65 MB once loaded and its window about 100 ms to make: both are imported
 * here, on the first rich text stored, so a server that never stores any (most requests) never pays for them.
 */
const purify = () => {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: createDOMPurify }, { JSDOM }]) =>
      createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis),
  );
  return purifier;
};

export const sanitizeRichText = async (html: string): Promise<string> =>
  html.trim() === '' ? html : (await purify()).sanitize(html, POLICY);

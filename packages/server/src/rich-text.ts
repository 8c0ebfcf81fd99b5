import { richTextPolicy } from '@practice/sdk';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const POLICY = richTextPolicy();

/*
 * Rich text is cleaned when it is stored, not only when the console shows it: other school systems call the
 * API too, and a portal page or an export may show the stored HTML. The same sanitiser (DOMPurify, on a
 * jsdom window) and the same allow-list as the console's (the SDK's richTextPolicy).
 */

let purifier: DOMPurify | undefined;

/** The window costs about 100 ms to make: only a server that stores rich text pays for it, once. */
const purify = () => {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier;
};

export const sanitizeRichText = (html: string): string =>
  html.trim() === '' ? html : purify().sanitize(html, POLICY);

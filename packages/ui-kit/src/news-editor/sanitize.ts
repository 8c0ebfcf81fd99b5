import { richTextPolicy } from '@practice/sdk';
import DOMPurify from 'dompurify';

const POLICY = richTextPolicy();

/**
 * Rich text is HTML written in the editor or loaded from the server and shown to every reader, so it is
 * cleaned before it is previewed or handed back, by the allow-list the server also applies when it stores
 * it (the SDK's richTextPolicy).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, POLICY);
}

/** Whether the content has anything a reader would see: text or a picture. */
export function hasVisibleContent(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  const text = (template.content.textContent ?? '').replace(/\u00a0/g, ' ').trim();
  return text !== '' || template.content.querySelector('img') !== null;
}

export const countImages = (html: string): number => (html.match(/<img\b/gi) ?? []).length;

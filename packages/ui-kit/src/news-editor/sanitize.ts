import DOMPurify from 'dompurify';

/**
 * News content is HTML written in the editor or loaded from the server, and is shown to every reader, so it is
 * cleaned before it is previewed or handed back: no scripts or frames, no event handlers, and only http(s),
 * mailto, relative and data:image URLs (DOMPurify's default URL rule drops javascript:).
 */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'link',
  'meta',
  'base',
];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
  });
}

/** Whether the content has anything a reader would see: text or a picture. */
export function hasVisibleContent(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  const text = (template.content.textContent ?? '').replace(/\u00a0/g, ' ').trim();
  return text !== '' || template.content.querySelector('img') !== null;
}

export const countImages = (html: string): number => (html.match(/<img\b/gi) ?? []).length;

/*
 * What rich text (news, lecture and course descriptions, summaries: every richText field) may contain, as
 * one allow-list that the console's editor and preview and the server's write path both hand to DOMPurify:
 * the server cleans what it stores, whoever sent it, and the console cleans what it shows. What an editor
 * produces stays (paragraphs, headings, lists, tables, links, pictures, the editor's font colours); scripts,
 * frames, forms, styles, event handlers and javascript: URLs do not.
 */

/** Elements kept; every other element is removed (its text kept, but not for script-like ones). */
export const RICH_TEXT_TAGS: readonly string[] = [
  'p',
  'div',
  'span',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Attributes kept on those elements; no style, no id or name (DOM clobbering), no event handlers. */
export const RICH_TEXT_ATTRIBUTES: readonly string[] = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'align',
  'color',
  'face',
  'size',
];

/**
 * The DOMPurify settings both sides use, made fresh for each caller (DOMPurify takes mutable lists).
 * DOMPurify's own URL rule stays (http(s), mailto, relative links; data: only for pictures), which drops
 * javascript: and the like.
 */
export const richTextPolicy = () => ({
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
});

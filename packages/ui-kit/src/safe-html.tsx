import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './news-editor/sanitize.js';

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Rich text as stored or written (news, descriptions, summaries); nothing drawn for null or empty. */
  html: string | null | undefined;
}

/**
 * The one place the console and the kit draw rich text as markup. Whatever is passed is cleaned here, by the
 * allow-list the server also applies when it stores rich text (the SDK's richTextPolicy, through DOMPurify),
 * so a screen cannot forget to: old rows stored before that rule, or a back end that does not apply it,
 * still lose their scripts, event handlers and javascript: links. Layout props go to the Box around it.
 */
export function SafeHtml({ html, ...box }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup was cleaned by sanitizeHtml just above.
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}

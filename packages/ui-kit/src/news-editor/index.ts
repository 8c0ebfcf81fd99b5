export { NewsEditor, type NewsEditorProps } from './news-editor.js';
export type { NewsFormValues, NewsItem, NewsPayload, NewsSubmitType } from './news-form-rules.js';
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.js';
export { sanitizeHtml } from './sanitize.js';

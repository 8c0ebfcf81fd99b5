import { Button, chakra, Field, HStack, Input, Textarea } from '@chakra-ui/react';
import { NEWS_TITLE_HINT } from '@practice/sdk';
import { useId, useState } from 'react';
import { DateTimeField } from '../date-picker/lazy-fields.js';
import { SendButton } from '../dialog/send-button.js';
import type { NewsItem, NewsPayload, NewsSubmitType } from './news-form-rules.js';
import { toNewsPayload } from './news-form-rules.js';
import { NewsPreviewDialog } from './news-preview-dialog.js';
import { RichTextEditor } from './rich-text-editor.js';
import { useNewsForm } from './use-news-form.js';

export interface NewsEditorProps {
  /** The loaded item when editing; absent or null when adding. */
  item?: NewsItem | null;
  /** Receives the cleaned payload and 'add' or 'edit'; reject to show the submit failure. */
  onSubmit(values: NewsPayload, submitType: NewsSubmitType): Promise<void>;
  /** Uploads an editor image and resolves with its path. */
  upload(file: File): Promise<string>;
  previewUrl?(path: string): string;
}

const TEXT_FIELDS: { key: 'cTitle' | 'fSort'; label: string; placeholder: string }[] = [
  { key: 'cTitle', label: '标题', placeholder: '请输入标题' },
  { key: 'fSort', label: '排序', placeholder: '请输入排序(数字)' },
];

/** The news editor of SPEC §2.4, §5: title, abstract, sort, release time, rich content, save and 预览效果. */
export function NewsEditor({ item, onSubmit, upload, previewUrl }: NewsEditorProps) {
  const form = useNewsForm({ item, onSubmit });
  const [previewing, setPreviewing] = useState(false);
  const contentErrorId = useId();

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      noValidate
    >
      {TEXT_FIELDS.map(({ key, label, placeholder }) => (
        <Field.Root key={key} required invalid={form.errors[key] !== undefined}>
          <Field.Label>
            {label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            inputMode={key === 'fSort' ? 'numeric' : undefined}
            placeholder={placeholder}
            value={form.values[key]}
            onChange={(event) => form.setField(key, event.target.value)}
          />
          {key === 'cTitle' && <Field.HelperText>{NEWS_TITLE_HINT}</Field.HelperText>}
          <Field.ErrorText>{form.errors[key]}</Field.ErrorText>
        </Field.Root>
      ))}
      <Field.Root required invalid={form.errors.cNewsDate !== undefined}>
        <Field.Label>
          发布时间
          <Field.RequiredIndicator />
        </Field.Label>
        <DateTimeField
          label="发布时间"
          value={form.values.cNewsDate}
          onChange={(value) => form.setField('cNewsDate', value)}
          invalid={form.errors.cNewsDate !== undefined}
        />
        <Field.ErrorText>{form.errors.cNewsDate}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={form.errors.cAbstract !== undefined}>
        <Field.Label>
          摘要
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          placeholder="请输入摘要"
          value={form.values.cAbstract}
          onChange={(event) => form.setField('cAbstract', event.target.value)}
        />
        <Field.ErrorText>{form.errors.cAbstract}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={form.errors.cContent !== undefined}>
        <Field.Label as="div">
          内容
          <Field.RequiredIndicator />
        </Field.Label>
        <RichTextEditor
          label="新闻内容"
          value={form.values.cContent}
          onChange={(html) => form.setField('cContent', html)}
          upload={upload}
          previewUrl={previewUrl}
          invalid={form.errors.cContent !== undefined}
          describedBy={form.errors.cContent ? contentErrorId : undefined}
        />
        <Field.ErrorText id={contentErrorId}>{form.errors.cContent}</Field.ErrorText>
      </Field.Root>
      <HStack justify="flex-end">
        <Button variant="outline" onClick={() => setPreviewing(true)}>
          预览效果
        </Button>
        <SendButton type="submit" loading={form.saving}>
          保存
        </SendButton>
      </HStack>
      <NewsPreviewDialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        news={toNewsPayload(form.values, item)}
      />
    </chakra.form>
  );
}

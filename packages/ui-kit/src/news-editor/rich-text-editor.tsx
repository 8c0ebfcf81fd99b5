import { Box, Button, Group, HStack, Input, Stack } from '@chakra-ui/react';
import { EDITOR_MIN_HEIGHT, NEWS_IMAGE_LIMIT, UPLOADING, uploadSucceeded } from '@practice/sdk';
import { useEffect, useRef, useState } from 'react';
import { dismissNotice, notify } from '../feedback/toaster.js';
import { checkCandidate, defaultRules, inputAccept, uploadFailureMessage } from '../upload/upload-rules.js';
import { useBeginUpload } from '../upload/upload-scope.js';
import { countImages, sanitizeHtml } from './sanitize.js';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange(html: string): void;
  /** Uploads an image and resolves with its path. */
  upload(file: File): Promise<string>;
  previewUrl?(path: string): string;
  invalid?: boolean;
  describedBy?: string;
}

const IMAGE_RULES = defaultRules({ accept: 'image' });
export const imageLimitText = `最多插入 ${NEWS_IMAGE_LIMIT} 张图片`;

const COMMANDS: { label: string; command: string; argument?: string }[] = [
  { label: '加粗', command: 'bold' },
  { label: '斜体', command: 'italic' },
  { label: '下划线', command: 'underline' },
  { label: '标题', command: 'formatBlock', argument: 'h3' },
  { label: '无序列表', command: 'insertUnorderedList' },
  { label: '有序列表', command: 'insertOrderedList' },
];

/**
 * A small contentEditable editor. execCommand is deprecated but still the only built-in way to apply
 * formatting to a selection, and every browser the console supports keeps it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  upload,
  previewUrl,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [link, setLink] = useState('https://');

  // Only outside changes are written back, so typing does not move the caret to the start. Loaded content is
  // cleaned first: an editable element runs an <img onerror> as readily as any other.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = sanitizeHtml(value);
  }, [value]);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };

  const insertLink = () => {
    if (/^(https?:\/\/|mailto:|\/)/i.test(link.trim())) run('createLink', link.trim());
    setLinking(false);
  };

  // The form's save waits while an image is uploading (upload-scope.tsx), as it does for upload fields.
  const beginUpload = useBeginUpload();
  async function insertImage(files: File[]) {
    const refusal =
      countImages(value) >= NEWS_IMAGE_LIMIT ? imageLimitText : checkCandidate(files, 0, IMAGE_RULES);
    const file = files[0];
    if (refusal || !file) return void (refusal && notify('warning', refusal));
    const endUpload = beginUpload();
    const notice = notify('loading', UPLOADING);
    try {
      const path = await upload(file);
      dismissNotice(notice);
      notify('success', uploadSucceeded(file.name));
      const img = document.createElement('img');
      img.src = previewUrl ? previewUrl(path) : path;
      img.alt = file.name;
      area.current?.append(img);
      emit();
    } catch (error) {
      dismissNotice(notice);
      notify('error', uploadFailureMessage(error, file.name));
    } finally {
      endUpload();
    }
  }

  return (
    <Stack
      gap="0"
      width="full"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={invalid ? 'border.error' : 'border'}
    >
      <HStack
        gap="1"
        padding="1"
        borderBottomWidth="1px"
        wrap="wrap"
        role="toolbar"
        aria-label={`${label}格式工具栏`}
      >
        {COMMANDS.map(({ label: name, command, argument }) => (
          <Button
            key={name}
            size="xs"
            variant="ghost"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command, argument)}
          >
            {name}
          </Button>
        ))}
        <Button
          size="xs"
          variant="ghost"
          aria-label="插入链接"
          title="插入链接"
          onClick={() => setLinking((open) => !open)}
        >
          链接
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label="插入图片"
          title="插入图片"
          onClick={() => fileInput.current?.click()}
        >
          图片
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={`${label}图片`}
          accept={inputAccept(IMAGE_RULES)}
          onChange={(event) => {
            void insertImage(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </HStack>
      {linking && (
        <Group attached padding="1" borderBottomWidth="1px">
          <Input size="xs" aria-label="链接地址" value={link} onChange={(e) => setLink(e.target.value)} />
          <Button size="xs" variant="outline" onClick={insertLink}>
            确定
          </Button>
        </Group>
      )}
      <Box
        ref={area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        minHeight={`${EDITOR_MIN_HEIGHT}px`}
        padding="3"
        outline="none"
        onInput={emit}
        css={{
          '& img': { maxWidth: '100%' },
          '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
          '& ul': { paddingLeft: '6', listStyle: 'disc' },
          '& ol': { paddingLeft: '6', listStyle: 'decimal' },
        }}
      />
    </Stack>
  );
}

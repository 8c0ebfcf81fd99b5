import { Button, type ButtonProps } from '@chakra-ui/react';
import { useUploadsPending } from '../upload/upload-scope.js';

/**
 * The button that sends a form (确定, 保存, 提交): brand-coloured, busy while its call runs (`loading`) and
 * while an upload of its scope runs (upload-scope.tsx), since a form sent mid-upload saves the field's old
 * value and leaves the file to nothing.
 */
export function SendButton({ loading, children, ...props }: ButtonProps) {
  const uploading = useUploadsPending();
  return (
    <Button
      colorPalette="brand"
      loading={loading || uploading}
      {...(uploading ? { loadingText: '文件上传中' } : {})}
      {...props}
    >
      {children}
    </Button>
  );
}

import { Button, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '@practice/ui-kit';

export interface ResourceSourceDialogProps {
  open: boolean;
  onClose: () => void;
  onUpload: () => void;
  onPickCommon: () => void;
  onExitComplete?: () => void;
}

/** 上传资源: a file of one's own, or audited files of the common resource library (添加公共资源). */
export function ResourceSourceDialog(props: ResourceSourceDialogProps) {
  const { open, onClose, onUpload, onPickCommon, onExitComplete } = props;
  return (
    <AppDialog open={open} onClose={onClose} title="上传资源" {...(onExitComplete ? { onExitComplete } : {})}>
      <Stack gap="3">
        <Text>请选择资源来源：</Text>
        <Button colorPalette="brand" onClick={onUpload}>
          上传本地文件
        </Button>
        <Button variant="outline" colorPalette="brand" onClick={onPickCommon}>
          从公共资源库添加
        </Button>
      </Stack>
    </AppDialog>
  );
}

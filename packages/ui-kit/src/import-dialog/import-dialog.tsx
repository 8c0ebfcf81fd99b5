import { Box, Button, Flex, Steps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from '../dialog/app-dialog.js';
import { notify } from '../feedback/toaster.js';
import type { ImportPreview, ImportResult } from './import-rules.js';
import { FileStep, PreviewStep, TemplateStep } from './import-steps.js';
import { LAST_STEP, useImportFlow } from './use-import-flow.js';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** Starts the template download (step 1). */
  downloadTemplate(): Promise<void> | void;
  /** Reads the chosen file's rows for the preview (step 3), or the rows a server's check refused. */
  preview(file: File): Promise<ImportPreview>;
  /** Sends the file; Code 10000 is success, any other code a refusal with the server's message. */
  submit(file: File): Promise<ImportResult>;
  /** After a successful import, e.g. to refresh the table. */
  onImported(): void;
  title?: string;
  /** Choices that go with the file (the course imported students join), shown above the file picker. */
  options?: ReactNode;
}

const STEP_TITLES = ['下载模板', '上传文件', '预览并确认'];

/** The user import dialog of SPEC §2.4: download the template, upload the file, preview and confirm. */
export function ImportDialog({
  open,
  onClose,
  downloadTemplate,
  preview,
  submit,
  onImported,
  title = '导入用户',
  options,
}: ImportDialogProps) {
  const flow = useImportFlow({ open, onClose, preview, submit, onImported });

  const download = async () => {
    try {
      await downloadTemplate();
    } catch (error) {
      notify('error', `模板下载失败 ${error instanceof Error ? error.message : ''}`.trim());
    }
  };

  const footer = (
    <>
      <Button variant="outline" onClick={flow.close}>
        取消
      </Button>
      {flow.step > 0 && (
        <Button variant="outline" onClick={flow.back}>
          上一步
        </Button>
      )}
      {flow.step < LAST_STEP ? (
        <Button colorPalette="brand" loading={flow.busy === 'reading'} onClick={() => void flow.next()}>
          下一步
        </Button>
      ) : (
        <Button
          colorPalette="brand"
          loading={flow.busy === 'submitting'}
          disabled={!flow.canConfirm}
          onClick={() => void flow.confirm()}
        >
          确定导入
        </Button>
      )}
    </>
  );

  return (
    <AppDialog open={open} onClose={flow.close} title={title} size="medium" footer={footer}>
      <Steps.Root step={flow.step} count={STEP_TITLES.length} size="sm" colorPalette="brand" marginBottom="6">
        {/* A progress display, not tabs: the buttons below move between steps. Steps.List would be a tablist
            owning step triggers that do not exist here, so a plain list holds the items instead. */}
        <Flex role="list" aria-label="导入步骤" align="center" gap="2">
          {STEP_TITLES.map((stepTitle, index) => (
            <Steps.Item key={stepTitle} index={index} title={stepTitle} role="listitem" flex="1">
              <Steps.Indicator />
              <Steps.Title>{stepTitle}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Flex>
      </Steps.Root>
      <Box aria-live="polite">
        {flow.step === 0 && <TemplateStep onDownload={() => void download()} />}
        {flow.step === 1 && options}
        {flow.step === 1 && (
          <FileStep
            file={flow.file}
            failure={flow.failure}
            onPick={flow.pickFiles}
            onRemove={flow.removeFile}
          />
        )}
        {flow.step === 2 && <PreviewStep rows={flow.rows} refused={flow.refused} />}
      </Box>
    </AppDialog>
  );
}

import { Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Loading, SendButton, UploadScope } from '@practice/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { FormValues } from '../entity-list/form-values.js';
import type { EditRecord } from './use-edit-record.js';

/**
 * The form follows the record it was built from: filled once the record has loaded (or is known to be new),
 * and not again while the same record stays, so that a kept-alive page shown again keeps what was typed.
 */
export function useFormFromRecord(
  record: EditRecord,
  build: () => FormValues,
  form: { setValues: (values: FormValues) => void; reset: () => void },
): void {
  const builtFrom = useRef<EditRecord | null>(null);
  const latest = useRef(build);
  latest.current = build;
  const { setValues, reset } = form;
  useEffect(() => {
    if (builtFrom.current === record || record.status === 'loading') return;
    builtFrom.current = record;
    setValues(latest.current());
    reset();
  }, [record, setValues, reset]);
}

export interface EditPageFrameProps {
  /** The page's title (the route's), also the form's accessible name. */
  title: string;
  record: EditRecord;
  /** The entity's label, for the load failure (未获取到学校数据); its name marks the form for tests. */
  entityLabel: string;
  entityName?: string;
  /** The page's form button for the current mode (创建 / 保存); without it the form only shows. */
  submitLabel: string | undefined;
  readOnly: boolean;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  /** 返回: back to the list the page was opened from. */
  onLeave: () => void;
  /** The fields. */
  children: ReactNode;
  /**
   * Parts of the record that save on their own (a project's technology directions): below the fields and
   * above the form's buttons, outside the fields that read-only disables (they have buttons of their own).
   */
  after?: ReactNode;
}

/**
 * A detail page's frame (学校详情, 编辑资源, 编辑教学文件): a spinner while the record loads, the failure in
 * words, else the titled form with its fields disabled when read-only, the form button and 返回.
 */
export function EditPageFrame(props: EditPageFrameProps) {
  const { record, readOnly, submitLabel } = props;
  if (record.status === 'loading') return <Loading />;
  if (record.status === 'failed') return <Text color="fg.muted">未获取到{props.entityLabel}数据</Text>;
  return (
    <UploadScope>
      {/* The form button waits while a file of the page is uploading (SendButton). */}
      <chakra.form
        onSubmit={props.onSubmit}
        noValidate
        aria-label={props.title}
        data-entity={props.entityName}
      >
        <Stack gap="4" maxWidth="5xl">
          <Heading size="md">{props.title}</Heading>
          <chakra.fieldset disabled={readOnly} minWidth="0">
            {props.children}
          </chakra.fieldset>
          {props.after}
          <HStack gap="3">
            {submitLabel && !readOnly && (
              <SendButton type="submit" loading={props.saving}>
                {submitLabel}
              </SendButton>
            )}
            <Button variant="outline" onClick={props.onLeave}>
              返回
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </UploadScope>
  );
}

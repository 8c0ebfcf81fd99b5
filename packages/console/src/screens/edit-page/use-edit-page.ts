import type { EntityDef } from '@practice/sdk/contract';
import type { FormEvent } from 'react';
import { usePageButtons, usePageRoute } from '../../permission/index.js';
import { operationsOf } from '../entity-list/entity-calls.js';
import type { FormValues, Submission } from '../entity-list/form-values.js';
import { callOperation } from '../entity-list/index.js';
import { useFormSubmit } from '../entity-list/use-form-submit.js';
import { type EditPageFrameProps, useFormFromRecord } from './edit-page-frame.js';
import { type EditRecord, useEditRecord } from './use-edit-record.js';

type Row = Record<string, unknown>;

export interface EditPageOptions {
  /** The entity shown, loaded by its key in the query (Get{E}Model) or new when the query has none. */
  entity: Pick<EntityDef, 'name' | 'key' | 'label'>;
  /** The form's operation; by default Add{E} for a new record and Edit{E} for a loaded one. */
  operation?: string;
  /** Marks the form with the entity's name (data-entity), for pages the browser tests tell apart. */
  markEntity?: boolean;
  /** The form's values for the loaded record, or for a new one (`editing` undefined). */
  values: (editing: Row | undefined) => FormValues;
  /** The body to send, or the fields' messages. */
  check: (values: FormValues, editing: Row | undefined) => Submission;
  /** 返回, and where a saved record leaves to; told the form's values (a parent key typed in the form). */
  leave: (values: FormValues, editing: Row | undefined) => void;
}

export interface EditPage {
  record: EditRecord;
  /** The loaded row; undefined while creating. */
  editing: Row | undefined;
  form: ReturnType<typeof useFormSubmit>;
  /** No form button for this mode (or no record): the fields only show. */
  readOnly: boolean;
  /** EditPageFrame's props but its fields. */
  frame: Omit<EditPageFrameProps, 'children'>;
}

/**
 * What every detail page does (学校详情, 编辑资源, 编辑教学文件): load the record, keep the form on it, find the
 * page's form button (创建 / 保存) for the current mode, send through it and leave. The page declares its
 * fields only.
 */
export function useEditPage(options: EditPageOptions): EditPage {
  const { entity } = options;
  const route = usePageRoute();
  const buttons = usePageButtons();
  const record = useEditRecord(`Get${entity.name}Model`, entity.key);
  const form = useFormSubmit(() => options.values(undefined));
  const editing = record.status === 'loaded' ? record.row : undefined;
  const ops = operationsOf(entity);
  const operation = options.operation ?? (record.status === 'new' ? ops.add : ops.edit);
  const button = buttons.groups.form.find((b) => b.operation === operation);
  const readOnly = !button || (record.status !== 'new' && record.status !== 'loaded');

  useFormFromRecord(record, () => options.values(editing), form);

  const leave = () => options.leave(form.values, editing);
  const onSubmit = (event: FormEvent) =>
    readOnly
      ? event.preventDefault()
      : form.submit(event, {
          check: () => options.check(form.values, editing),
          // The SDK checks the body against the operation's contract (with the key when editing).
          send: (body) => callOperation(operation, body),
          onDone: leave,
        });

  return {
    record,
    editing,
    form,
    readOnly,
    frame: {
      title: route?.title ?? entity.label,
      record,
      entityLabel: entity.label,
      entityName: options.markEntity ? entity.name : undefined,
      submitLabel: button?.label,
      readOnly,
      saving: form.saving,
      onSubmit,
      onLeave: leave,
    },
  };
}

import { Field, Stack } from '@chakra-ui/react';
import { type InputOf, SUBMIT_SUCCEEDED, VALIDATION_FAILED } from '@practice/sdk';
import { enums } from '@practice/sdk/contract';
import {
  AppDialog,
  clearFieldError,
  DialogActions,
  notify,
  OptionSelect,
  useResetOnOpen,
  useSending,
} from '@practice/ui-kit';
import { type FormEvent, useCallback, useId, useState } from 'react';
import type { Submission } from '../../entity-list/form-values.js';
import { callOperation } from '../../entity-list/index.js';
import { CompanyTutorInputs, TeacherSearch } from './tutor-fields.js';
import { companyTutorFields, emptyTutorForm, type TutorForm, tutorSubmission } from './tutor-rules.js';

const TUTOR_TYPES = enums.TutorType.options.map((o) => ({ value: String(o.value), label: o.label }));

/**
 * A dialog's form: the tutor's values and the messages of SPEC §5 and §8 (验证未通过, 提交失败 with a message
 * under each wrong field, gone once it changes).
 */
function useTutorForm(start: () => TutorForm, open: boolean) {
  const [form, setForm] = useState<TutorForm>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useSending();
  const restart = useCallback(() => {
    setForm(start());
    setErrors({});
  }, [start]);
  useResetOnOpen(open, restart);
  const change = (patch: Partial<TutorForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.keys(patch).reduce((left, key) => clearFieldError(left, key), current));
  };
  /** The checked body, or null after showing what is wrong. */
  const checked = (result: Submission) => {
    if (result.ok) {
      setErrors({});
      return result.body;
    }
    setErrors(result.errors);
    notify('warning', VALIDATION_FAILED);
    return null;
  };
  /** Sends a checked body; 提交成功! and `done` once the server took it (a refusal is the SDK's toast). */
  const send = async (
    result: Submission,
    call: (body: Record<string, unknown>) => Promise<unknown>,
    done: () => void,
  ) => {
    const body = checked(result);
    if (!body || !(await sending.send(() => call(body)))) return;
    notify('success', SUBMIT_SUCCEEDED);
    done();
  };
  return { form, change, errors, saving: sending.sending, checked, send };
}

export interface AddTutorDialogProps {
  open: boolean;
  courseId: string;
  onClose: () => void;
}

/** 新增导师: a type, then a teacher found by name (in-school, leader) or an enterprise tutor's details. */
export function AddTutorDialog({ open, courseId, onClose }: AddTutorDialogProps) {
  const formId = useId();
  const start = useCallback(() => emptyTutorForm('1'), []);
  const { form, change, errors, saving, send } = useTutorForm(start, open);
  const enterprise = Number(form.fType) === enums.TutorType.enterprise;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void send(
      tutorSubmission(form, courseId),
      (body) => callOperation('AddInternshipTutor', body as InputOf<'AddInternshipTutor'>),
      () => {
        onClose();
      },
    );
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="新增导师"
      footer={<DialogActions onCancel={onClose} confirmLabel="提交" form={formId} loading={saving} />}
    >
      <form id={formId} onSubmit={save} noValidate aria-label="导师表单">
        <Stack gap="4">
          <Field.Root required invalid={!!errors.fType}>
            <Field.Label>
              导师类型
              <Field.RequiredIndicator />
            </Field.Label>
            <OptionSelect
              options={TUTOR_TYPES}
              placeholder="请选择导师类型"
              value={form.fType}
              onChange={(fType) => change({ fType, teacher: null })}
            />
            <Field.ErrorText>{errors.fType}</Field.ErrorText>
          </Field.Root>
          {enterprise ? (
            <CompanyTutorInputs form={form} errors={errors} onChange={change} />
          ) : (
            <TeacherSearch
              chosen={form.teacher}
              onChoose={(teacher) => change({ teacher })}
              error={errors.teacher}
            />
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}

export interface CompanyTutorDialogProps {
  /** The form's start (a selected enterprise tutor's details); closed when null. */
  initial: TutorForm | null;
  onClose: () => void;
  /** The tutor's checked details: the students are chosen next. */
  onNext: (tutor: Record<string, unknown>) => void;
}

/** 绑定企业导师, first step: who the enterprise tutor is (found again by mobile when already in the course). */
export function CompanyTutorDialog({ initial, onClose, onNext }: CompanyTutorDialogProps) {
  const formId = useId();
  const start = useCallback(() => initial ?? emptyTutorForm(String(enums.TutorType.enterprise)), [initial]);
  const { form, change, errors, checked } = useTutorForm(start, initial !== null);
  const next = (event: FormEvent) => {
    event.preventDefault();
    const body = checked(companyTutorFields(form));
    if (body) onNext(body);
  };
  return (
    <AppDialog
      open={initial !== null}
      onClose={onClose}
      title="绑定企业导师"
      footer={<DialogActions onCancel={onClose} confirmLabel="下一步" form={formId} />}
    >
      <form id={formId} onSubmit={next} noValidate aria-label="企业导师表单">
        <CompanyTutorInputs form={form} errors={errors} onChange={change} />
      </form>
    </AppDialog>
  );
}

import { Field, Stack } from '@chakra-ui/react';
import { normalizeMobile } from '@practice/sdk';
import {
  AppDialog,
  DialogActions,
  OptionSelect,
  PersonDialog,
  type PersonValues,
  type SelectOption,
  useResetOnOpen,
} from '@practice/ui-kit';
import { useCallback, useState } from 'react';
import { useLoaded } from '../../data/use-loaded.js';
import { entityChoices } from '../entity-list/entity-calls.js';
import { callOperation, entityNamed } from '../entity-list/index.js';
import { addedAccount, type IssuedAccount } from './initial-passwords.js';
import { InitialPasswordsDialog } from './initial-passwords-dialog.js';
import { personBody } from './person-calls.js';
import { FIND_STAFF, ROLE_OF_KIND, STAFF_KINDS, type StaffKind } from './staff-kind.js';

export interface StaffAddDialogProps {
  open: boolean;
  onClose: () => void;
}

const SCHOOL = entityNamed('School');

/** The schools the caller may add staff to: a school administrator sees only their own. */
function useSchools(open: boolean): SelectOption[] {
  return useLoaded(open ? 'schools' : null, () => entityChoices(SCHOOL), { keepLast: true }).value ?? [];
}

/**
 * 新增 on /basic-info/user-manage: first who (教师 or 学校管理员) and which school (a school administrator's
 * own is chosen for them), then the add-person dialog's mobile check (SPEC §2.4, §4), saved by AddSchoolUser.
 * A new account's initial password (made by the server) is shown once; an existing account keeps its own.
 */
export function StaffAddDialog({ open, onClose }: StaffAddDialogProps) {
  const schools = useSchools(open);
  const [kind, setKind] = useState<StaffKind>('teacher');
  const [school, setSchool] = useState('');
  const [step, setStep] = useState<'choose' | 'person'>('choose');
  const [missing, setMissing] = useState(false);
  const [issued, setIssued] = useState<IssuedAccount[]>([]);
  const reset = useCallback(() => {
    setKind('teacher');
    setSchool('');
    setStep('choose');
    setMissing(false);
  }, []);
  useResetOnOpen(open, reset);
  const onlySchool = schools.length === 1 ? String(schools[0]?.value) : '';
  const chosenSchool = school || onlySchool;

  const next = () => {
    if (!chosenSchool) return setMissing(true);
    setStep('person');
  };
  const submit = (values: PersonValues) =>
    callOperation('AddSchoolUser', {
      ...personBody(values),
      fSchoolId: chosenSchool,
      cRole: ROLE_OF_KIND[kind],
    });

  return (
    <>
      <AppDialog
        open={open && step === 'choose'}
        onClose={onClose}
        title="新增学校用户"
        size="small"
        footer={<DialogActions onCancel={onClose} confirmLabel="下一步" onConfirm={next} />}
      >
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>
              用户类型
              <Field.RequiredIndicator />
            </Field.Label>
            <OptionSelect
              options={STAFF_KINDS}
              value={kind}
              onChange={(value) => setKind(value as StaffKind)}
            />
          </Field.Root>
          <Field.Root required invalid={missing && !chosenSchool}>
            <Field.Label>
              学校
              <Field.RequiredIndicator />
            </Field.Label>
            <OptionSelect
              options={schools}
              placeholder="请选择学校"
              value={chosenSchool}
              disabled={schools.length === 1}
              onChange={setSchool}
            />
            {missing && !chosenSchool && <Field.ErrorText>请选择学校</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </AppDialog>
      <PersonDialog
        kind={kind}
        open={open && step === 'person'}
        onClose={onClose}
        checkMobile={FIND_STAFF[kind]}
        onSubmit={async (values) => {
          // The staff list refreshes through the write itself (src/data).
          const answer = await submit(values);
          // New accounts sign in with their mobile as user name.
          setIssued(
            addedAccount(answer, { cRealName: values.cRealName, cUserName: normalizeMobile(values.cMobile) }),
          );
        }}
      />
      <InitialPasswordsDialog accounts={issued} onClose={() => setIssued([])} />
    </>
  );
}

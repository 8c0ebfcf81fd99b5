import { normalizeMobile } from '@practice/sdk';
import { PersonDialog, type PersonKind, type PersonValues, type TableRow } from '@practice/ui-kit';
import { type ReactNode, useState } from 'react';
import { callOperation, type ListAction } from '../entity-list/index.js';
import { addedAccount, type IssuedAccount } from '../users/initial-passwords.js';
import { InitialPasswordsDialog } from '../users/initial-passwords-dialog.js';
import { findAccountByMobile } from '../users/person-calls.js';

export interface AddPersonOptions {
  /** The page's row button: AddSchoolUser, AddCompanyUser. */
  operation: string;
  kind: PersonKind;
  /** The body of the call for the chosen row and the dialog's person. */
  body: (row: TableRow, person: PersonValues) => Record<string, unknown>;
  /** A tutor of this TutorType only (2: 企业导师), shown read-only in the dialog instead of asked for. */
  fixedTutorType?: number;
}

/**
 * A row action that adds a person to the chosen row (a school's manager, a company's tutor) through the
 * ui-kit's PersonDialog: the handler for the page's button, and the dialog to draw beside the table. A new
 * account's initial password (made by the server, to be changed at its first sign-in) is shown once.
 */
export function useAddPerson({ operation, kind, body, fixedTutorType }: AddPersonOptions): {
  handlers: Record<string, ListAction>;
  dialog: ReactNode;
} {
  const [row, setRow] = useState<TableRow | null>(null);
  const [issued, setIssued] = useState<IssuedAccount[]>([]);
  const add = async (chosen: TableRow, person: PersonValues) => {
    const answer = await callOperation(operation, body(chosen, person));
    // New accounts sign in with their mobile as user name.
    setIssued(
      addedAccount(answer, { cRealName: person.cRealName, cUserName: normalizeMobile(person.cMobile) }),
    );
  };
  const dialog = (
    <>
      <PersonDialog
        kind={kind}
        fixedTutorType={fixedTutorType}
        open={row !== null}
        onClose={() => setRow(null)}
        checkMobile={findAccountByMobile}
        onSubmit={(person) => (row ? add(row, person) : Promise.resolve())}
      />
      <InitialPasswordsDialog accounts={issued} onClose={() => setIssued([])} />
    </>
  );
  return {
    handlers: { [operation]: { need: 'one', run: ([chosen]) => chosen && setRow(chosen) } },
    dialog,
  };
}

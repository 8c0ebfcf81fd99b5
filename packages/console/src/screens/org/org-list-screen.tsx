import { entityByName } from '@practice/sdk/contract';
import type { ColumnOverrides } from '@practice/ui-kit';
import { useMemo } from 'react';
import { operationsOf } from '../entity-list/entity-calls.js';
import { EntityListScreen, idOf, type ListActions } from '../entity-list/index.js';
import { type AddPersonOptions, useAddPerson } from './use-add-person.js';

export interface OrgListScreenProps {
  entity: 'School' | 'Company';
  /** The detail page beside the list: 'school-edit'. */
  detail: string;
  /** The row action that adds a person to the chosen row. */
  addPerson: AddPersonOptions;
}

/**
 * The list of schools or companies (SPEC §2.3): 新增 and 编辑 open the detail page (empty, or with the row's
 * key in its query), the name is a link to it, and a row action adds a person through the mobile check. A
 * save on the detail page shows on return: a kept-alive table refetches its page each time it is shown.
 */
export function OrgListScreen({ entity: name, detail, addPerson }: OrgListScreenProps) {
  const entity = entityByName.get(name);
  if (!entity) throw new Error(`no entity ${name} in the contract`);
  const person = useAddPerson(addPerson);

  const columns = useMemo<ColumnOverrides>(
    () => ({ [entity.title]: { link: { child: detail, fields: [entity.key] } } }),
    [entity, detail],
  );
  const ops = operationsOf(entity);
  const handlers: ListActions = {
    [ops.add]: { need: 'none', run: (_rows, { openChild }) => openChild(detail) },
    [ops.edit]: {
      need: 'one',
      run: ([row], { openChild }) => row && openChild(detail, { [entity.key]: idOf(row, entity.key) }),
    },
    ...person.handlers,
  };

  return (
    <EntityListScreen entity={name} columns={columns} handlers={handlers}>
      {person.dialog}
    </EntityListScreen>
  );
}

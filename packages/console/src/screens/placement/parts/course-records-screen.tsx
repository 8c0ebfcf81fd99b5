import type { ListedEntity } from '@practice/sdk';
import { type EntityColumns, notify, type TableRow } from '@practice/ui-kit';
import { Fragment, type ReactNode, useState } from 'react';
import { EntityListScreen, type ListActions } from '../../entity-list/index.js';
import { useCourseScope } from '../../kit/index.js';
import { RecordFormDialog } from '../../kit/internship/record-form.js';
import { CHOOSE_COURSE, useCourseRecords } from './course-records.js';

/**
 * A toolbar button of the page's own that opens a dialog: over the one row selected (审核), or over the course
 * picked (登记例外, 导入保单), which it asks for first when the list shows every course.
 */
export type CourseRecordDialog =
  | { readonly on: 'row'; readonly draw: (row: TableRow | null, close: () => void) => ReactNode }
  | {
      readonly on: 'course';
      readonly draw: (course: string, open: boolean, close: () => void) => ReactNode;
    };

export interface CourseRecordsScreenProps<E extends ListedEntity> {
  entity: E;
  columns: EntityColumns<E>;
  /** What a link (a dashboard's figure, a report's gap) may narrow the list to besides the course. */
  linkKeys: readonly string[];
  /** The page's own buttons, by operation, and the dialog each opens. */
  dialogs?: Readonly<Record<string, CourseRecordDialog>>;
}

type Opened = { readonly operation: string; readonly row: TableRow | null };

/**
 * A page of 实习保障 (岗位信息, 三方协议, 实习保险): one course's records at a time under the course picker, added
 * and edited in the record form that files them under that course, plus the page's own dialogs.
 */
export function CourseRecordsScreen<E extends ListedEntity>({
  entity,
  columns,
  linkKeys,
  dialogs = {},
}: CourseRecordsScreenProps<E>) {
  const { course, picker, filter } = useCourseScope(linkKeys);
  const records = useCourseRecords(entity, course);
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  const own = Object.entries(dialogs);
  const handlers: ListActions = {
    ...records.handlers,
    ...Object.fromEntries(
      own.map(([operation, dialog]) => [
        operation,
        dialog.on === 'row'
          ? { need: 'one', run: ([row]: TableRow[]) => setOpened({ operation, row: row ?? null }) }
          : {
              need: 'none',
              run: () => (course ? setOpened({ operation, row: null }) : notify('warning', CHOOSE_COURSE)),
            },
      ]),
    ),
  };
  const isOpen = (operation: string) => opened?.operation === operation;
  return (
    <EntityListScreen
      entity={entity}
      columns={columns}
      handlers={handlers}
      actions={picker}
      {...(filter ? { filter } : {})}
    >
      <RecordFormDialog
        entity={entity}
        state={records.form.state}
        onClose={records.form.close}
        fixed={records.fixed}
        choices={records.choices}
        addLabel={records.addLabel}
      />
      {own.map(([operation, dialog]) => (
        <Fragment key={operation}>
          {dialog.on === 'row'
            ? dialog.draw(isOpen(operation) ? (opened?.row ?? null) : null, close)
            : dialog.draw(course, isOpen(operation), close)}
        </Fragment>
      ))}
    </EntityListScreen>
  );
}

import type { EntityColumns } from '@practice/ui-kit';
import { usePageButtons } from '../../../permission/index.js';
import { EntityListScreen, idOf, type ListActions } from '../../entity-list/index.js';

const KEY = 'fCompanyId';
const place = { text: (row: Record<string, unknown>) => String(row.cAddress ?? '').split(',')[0] ?? '' };
/** Administrators follow a name to the company's page; the others (students, tutors) only read the list. */
const EDITOR_COLUMNS: EntityColumns<'Company'> = {
  cCompanyName: { width: 220, link: { child: 'edit-company', fields: [KEY], header: ['cCompanyName'] } },
  cAddress: place,
};
const READER_COLUMNS: EntityColumns<'Company'> = { cCompanyName: { width: 220 }, cAddress: place };

const HANDLERS: ListActions = {
  AddCompany: { need: 'none', run: (_rows, { openChild }) => openChild('edit-company') },
  EditCompany: {
    need: 'one',
    run: ([row], { openChild }) => row && openChild('edit-company', { [KEY]: idOf(row, KEY) }),
  },
};

/**
 * 招聘企业 (/practice/cloud-recruitment/company-list): the companies that post jobs, each name a link to its
 * page (logo, place on the map, introduction); administrators add and edit them there.
 */
export default function RecruitingCompanyListScreen() {
  const editor = usePageButtons().has('EditCompany');
  return (
    <EntityListScreen
      entity="Company"
      columns={editor ? EDITOR_COLUMNS : READER_COLUMNS}
      handlers={HANDLERS}
    />
  );
}

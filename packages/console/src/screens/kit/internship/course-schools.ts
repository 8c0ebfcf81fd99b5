import { isAllNode, type TreeNode } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useOperationResult } from '../../../data/use-loaded.js';

/*
 * The course list's school choice (SPEC §5: a course is added under one school, never under 全部学校). A
 * platform admin picks the school in a tree beside the list; anyone else has one school, which is chosen
 * for them and needs no tree.
 */

interface SchoolOption {
  id: string;
  cDepartName: string;
}

/** The schools as tree nodes under the tree's 全部 root. */
export const schoolNodes = (schools: readonly SchoolOption[]): TreeNode[] =>
  schools.map((s) => ({ id: s.id, name: s.cDepartName, parentId: null, children: [] }));

/** The school a new course goes to: the chosen node, or the user's only school; null under 全部. */
export function chosenSchool(selected: TreeNode | null, schools: readonly TreeNode[]): string | null {
  if (selected && !isAllNode(selected)) return selected.id;
  return schools.length === 1 ? (schools[0]?.id ?? null) : null;
}

/**
 * The schools the user may add courses to (every row: pageNumber -1, SPEC §9); null while loading, and
 * while `active` is false (a page that does not need them asks for nothing).
 */
export function useCourseSchools(active = true): TreeNode[] | null {
  const page = useOperationResult<{ List: SchoolOption[] }>(
    'InternshipInfo_GetSchoolPageList',
    active ? { pageNumber: -1, pageSize: 10 } : null,
  );
  const list = page.value?.List;
  const schools = useMemo(() => (list ? schoolNodes(list) : null), [list]);
  // The SDK has shown the refusal; without schools nothing can be added.
  return page.status === 'failed' ? [] : schools;
}

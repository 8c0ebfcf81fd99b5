import type { IdNameNode } from '@practice/sdk/contract';
import type { SelectOption } from '@practice/ui-kit';
import { useMemo } from 'react';
import { useOperationResult } from '../../data/use-loaded.js';

/*
 * Directories are kept per school (SPEC §2.4 tree panel with a school): a course's or a project's files are
 * filed in its school's folders, so the owner is read once for its school and the school's tree offered.
 */

/**
 * The school of the record `model` reads (GetInternshipInfoModel) by `key` and `id`; undefined while loading
 * or without an id, null when the record could not be read.
 */
export function useSchoolOf(model: string, key: string, id: string | undefined): string | null | undefined {
  const owner = useOperationResult<{ fSchoolId?: string | null }>(model, id ? { [key]: id } : null);
  // Refused: the SDK has shown why; the page says it cannot go on.
  if (owner.status === 'failed') return null;
  return owner.status === 'loaded' ? (owner.value?.fSchoolId ?? null) : undefined;
}

/** A directory tree as select options, depth shown by indentation (a native select has no tree). */
export function directoryOptions(nodes: readonly IdNameNode[] | null | undefined, depth = 0): SelectOption[] {
  return (nodes ?? []).flatMap((node) => [
    { value: node.id, label: `${'　'.repeat(depth)}${node.name}` },
    ...directoryOptions(node.children, depth + 1),
  ]);
}

/**
 * The school's directories that `tree` answers (GetInternshipReferenceDirectoryTreeList) as options, loaded
 * while `active`.
 */
export function useDirectoryTreeOptions(
  tree: string,
  schoolId: string | null | undefined,
  active: boolean,
): SelectOption[] {
  const { value } = useOperationResult<IdNameNode[]>(
    tree,
    active && schoolId ? { fSchoolId: schoolId } : null,
  );
  return useMemo(() => directoryOptions(value), [value]);
}

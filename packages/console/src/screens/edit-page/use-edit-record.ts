import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callOperation } from '../entity-list/index.js';

export type EditRecord =
  | { status: 'new' }
  | { status: 'loading'; id: string }
  | { status: 'loaded'; id: string; row: Record<string, unknown> }
  | { status: 'failed'; id: string };

/**
 * The row an edit page shows: `operation` (Get{E}Model, or the news VModel) by the key in the page's query
 * (?fSchoolId=b3d8addf…), or a new row when the query has none. The key is sent as the string the query
 * holds: ids are opaque strings. A kept-alive page sees its own query only, and reloads when that query
 * changes; being shown again re-runs effects, and must not reload (and so drop the user's unsaved typing).
 */
export function useEditRecord(operation: string, idKey: string): EditRecord {
  const [params] = useSearchParams();
  const id = params.get(idKey) ?? '';
  const [record, setRecord] = useState<EditRecord>(id ? { status: 'loading', id } : { status: 'new' });
  const settled = useRef<string | null>(null);

  useEffect(() => {
    if (settled.current === id) return;
    if (!id) {
      settled.current = id;
      setRecord({ status: 'new' });
      return;
    }
    let live = true;
    setRecord({ status: 'loading', id });
    // A refusal (another school's row, a deleted one) is already shown by the SDK's toast.
    callOperation(operation, { [idKey]: id }).then(
      (row) => {
        if (!live) return;
        settled.current = id;
        setRecord({ status: 'loaded', id, row: row as Record<string, unknown> });
      },
      () => live && setRecord({ status: 'failed', id }),
    );
    return () => {
      live = false;
    };
  }, [operation, idKey, id]);

  return record;
}

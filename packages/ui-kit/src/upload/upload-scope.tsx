import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/**
 * The uploads running inside a dialog. A form sent while one of its files is still uploading would save the
 * field's old value, and the file, once uploaded, would belong to nothing: so the dialog's confirm buttons
 * (DialogActions) wait, busy, until every upload in the dialog has ended. AppDialog opens a scope around its
 * body and footer; an upload field outside any dialog (a page's form) has none.
 */
interface UploadScopeValue {
  /** How many uploads are running. */
  pending: number;
  /** Counts an upload as running; the answer ends it (once, however often it is called). */
  begin(): () => void;
}

const UploadScopeContext = createContext<UploadScopeValue | null>(null);

export function UploadScope({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const begin = useCallback(() => {
    setPending((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setPending((n) => n - 1);
    };
  }, []);
  const value = useMemo(() => ({ pending, begin }), [pending, begin]);
  return <UploadScopeContext.Provider value={value}>{children}</UploadScopeContext.Provider>;
}

/** Counts an upload in the enclosing dialog's scope, if there is one. */
export const useBeginUpload = (): (() => () => void) => {
  const scope = useContext(UploadScopeContext);
  return scope?.begin ?? noScope;
};

const noScope = () => () => {};

/** Whether an upload is running in the enclosing dialog. */
export const useUploadsPending = (): boolean => (useContext(UploadScopeContext)?.pending ?? 0) > 0;

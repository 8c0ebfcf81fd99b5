import type { TableRow } from '@practice/ui-kit';
import type { Submission } from '../../../../entity-list/form-values.js';
import type { CommonResourceTarget } from '../../../../kit/index.js';

/*
 * A course's reference documents (InternshipReference): uploaded into one of the school's directories, or
 * copied from the common resource library (its audited files).
 */

/** SPEC §5: a reference file is at most 100 MB. */
export const REFERENCE_MAX_MB = 100;
/** The contract's limit of cFileName. */
const NAME_MAX = 200;

export interface ReferenceForm {
  fInternshipReferenceDirectoryId: string;
  cFilePath: string;
  fFileSize: number | null;
  cFileName: string;
  cDesc: string;
}

export const emptyReference = (): ReferenceForm => ({
  fInternshipReferenceDirectoryId: '',
  cFilePath: '',
  fFileSize: null,
  cFileName: '',
  cDesc: '',
});

/** A picked file's name as the document's name: without its extension. */
export const fileBaseName = (name: string) => name.replace(/\.[^./\\]+$/, '') || name;

/** The AddInternshipReference body of the upload form, or what is wrong. */
export function referenceSubmission(form: ReferenceForm, courseId: string): Submission {
  const errors: Record<string, string> = {};
  const name = form.cFileName.trim();
  if (!form.cFilePath) errors.cFilePath = '请上传资料文件';
  if (!name) errors.cFileName = '请输入资料名称';
  else if (name.length > NAME_MAX) errors.cFileName = `资料名称不能超过${NAME_MAX}个字符`;
  if (Object.keys(errors).length) return { ok: false, errors };
  const desc = form.cDesc.trim();
  return {
    ok: true,
    body: {
      fInternshipInfoId: courseId,
      cFileName: name,
      cFilePath: form.cFilePath,
      ...(form.fInternshipReferenceDirectoryId
        ? { fInternshipReferenceDirectoryId: form.fInternshipReferenceDirectoryId }
        : {}),
      ...(form.fFileSize != null ? { fFileSize: form.fFileSize } : {}),
      ...(desc ? { cDesc: desc } : {}),
    },
  };
}

/** A common resource as the course's reference: its name, file, size and description, in a directory. */
export function referenceFromResource(row: TableRow, courseId: string, directoryId: string) {
  const size = Number(row.fFileSize);
  const desc = typeof row.cDesc === 'string' ? row.cDesc.trim() : '';
  return {
    fInternshipInfoId: courseId,
    cFileName: String(row.cResourceName ?? '').slice(0, NAME_MAX),
    cFilePath: String(row.cFilePath ?? ''),
    ...(directoryId ? { fInternshipReferenceDirectoryId: directoryId } : {}),
    ...(row.fFileSize != null && Number.isFinite(size) ? { fFileSize: size } : {}),
    ...(desc ? { cDesc: desc.slice(0, 1000) } : {}),
  };
}

/**
 * 添加公共资源 of a course's references (…/add-common-resource?fInternshipInfoId=): the library's audited files
 * become the course's reference documents, in a directory of its school.
 */
export const REFERENCES_FROM_COMMON: CommonResourceTarget = {
  key: 'fInternshipInfoId',
  model: 'GetInternshipInfoModel',
  tree: 'GetInternshipReferenceDirectoryTreeList',
  add: 'AddInternshipReference',
  fromCommon: referenceFromResource,
  words: { owner: '本课程', destination: '参考资料' },
};

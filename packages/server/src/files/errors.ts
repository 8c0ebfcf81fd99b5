/**
 * The one error every module of this folder throws for bad input. `message` is the Chinese text the user sees
 * (the route puts it in the envelope's Message); `status` is the HTTP status the lead's route may answer with.
 */
export type FileErrorStatus = 400 | 403 | 404 | 413 | 415 | 416 | 422;

export class FileError extends Error {
  override readonly name = 'FileError';

  constructor(
    message: string,
    readonly status: FileErrorStatus = 400,
  ) {
    super(message);
  }
}

/** A Range header asking only for bytes past the end of the file: 416, with the size for its Content-Range. */
export class RangeNotSatisfiable extends FileError {
  constructor(readonly size: number) {
    super('请求的文件范围无效', 416);
  }
}

export const isFileError = (error: unknown): error is FileError => error instanceof FileError;

/** Messages of this folder that the spec does not quote (SPEC §5, §8 quote the others; see @practice/sdk). */
export const FILE_MESSAGES = {
  folderInvalid: '上传目录不合法',
  pathInvalid: '文件路径不合法',
  notFound: '文件不存在或已被删除',
  noFile: '请选择要上传的文件',
  imageOnly: '图片字段只能上传图片文件',
  imageMismatch: '文件内容与扩展名不符, 请上传真实的图片文件',
  contentMismatch: '文件内容与扩展名不符',
  folderForbidden: '无权上传到该目录',
  referenceForbidden: '无权引用该文件',
  readForbidden: '无权查看该文件',
  svgUnsafe: 'SVG 图片包含脚本或事件处理代码, 不允许上传',
  nothingToZip: '所选记录没有可下载的文件',
  parseTimeout: '文件解析超时, 请检查文件内容或减少数据行数后重试',
  parseFailed: '无法读取该 Excel 文件, 请使用下载的导入模板重新填写',
  parseTooLarge: '文件内容过大或过于复杂, 无法解析',
  parseUnsafe: '文件包含不安全的内容, 已拒绝导入',
} as const;

export const fileTypeNotAllowed = (extension: string, allowed: readonly string[]): string =>
  `不支持的文件类型${extension ? ` .${extension}` : ''}, 只能上传 ${allowed.join(', ')} 格式的文件`;

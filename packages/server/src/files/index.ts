/** File handling of the reference server: storage, type checks, download headers, limits, zips, user import. */
export {
  assertFileType,
  contentTypeOf,
  FILE_KINDS,
  type FileKind,
  fileKindOfFolder,
  fileTypeProblem,
} from './content-type.js';
export { contentDisposition, type DispositionOptions, fileResponseHeaders } from './disposition.js';
export {
  FILE_MESSAGES,
  FileError,
  type FileErrorStatus,
  fileTypeNotAllowed,
  isFileError,
  RangeNotSatisfiable,
} from './errors.js';
export type { FileData } from './file-data.js';
export { createLocalStorage } from './local-storage.js';
export {
  singleUploadedFile,
  type UploadedPart,
  type UploadLimits,
  uploadLimits,
} from './multipart-limits.js';
// createS3Storage is imported from './s3-storage.js' itself: through here, every importer would load the AWS SDK.
export type { S3Settings } from './s3-storage.js';
export { isUnsafeSvg, type SniffedImage, sniffImage } from './sniff.js';
export type {
  ByteRange,
  FileInfo,
  FileStorage,
  OpenedFile,
  RangeRequest,
  SaveInput,
  StoredFile,
} from './storage.js';
export { rangeOf } from './storage.js';
export {
  BATCH_DOWNLOAD_FOLDER,
  checkUploadFolder,
  FILES_URL_PREFIX,
  fileUrlPath,
  storagePathFromUrl,
  storagePathSegments,
} from './storage-path.js';
export {
  fileStorage,
  type StoreConfig,
  StoreConfigError,
  type StoreSettings,
  storeSettingsFromEnv,
} from './store-config.js';
export * from './user-import.js';
export {
  type BatchZipInput,
  type BatchZipResult,
  buildBatchZip,
  MISSING_FILES_ENTRY,
  type ZipRecord,
  type ZipSourceFile,
} from './zip.js';

export { UploadField, type UploadFieldProps } from './upload-field.js';
export {
  type BannerPage,
  checkCandidate,
  type UploadAccept,
  UploadRejectedError,
  uploadFailureMessage,
} from './upload-rules.js';
export { UploadScope, useUploadsPending } from './upload-scope.js';

import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { EVERYONE } from '../roles.js';
import { none } from '../wire.js';

/*
 * Upload calls of SPEC §7.4. BatchUpload answers {Code, Message, FileList} rather than the envelope; the
 * chunked calls (Verify, Upload, Merge) let large files resume after a dropped connection.
 */

const upload = { api: 'internship', controller: 'Upload', grants: 'authenticated' } as const;

/** Folder presets: rich-text, news, banners/cPics, references/cFilePath, Internship/cFilePath, internship. */
export const uploadQuery = z.object({
  folder: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w-]+(?:\/[\w-]+)*$/, '上传目录不合法')
    .default('Internship/cFilePath'),
  cTypes: z.string().max(20).optional(),
});

const chunkId = z.string().regex(/^[\w-]{8,64}$/, '分片上传编号不合法');

/*
 * Direct uploads (the reference server's own, on an S3-protocol store): the browser PUTs the bytes straight
 * to the store with a short-lived URL for one server-made key, then asks the server to verify the object.
 * Granted by role (not merely 'authenticated') so that a school can keep large uploads to its staff.
 */
const direct = { ...upload, grants: EVERYONE, kind: 'upload', referenceServerOnly: true } as const;

export const directUploadTicket = z.object({
  /** The key the file will have once verified: what CompleteDirectUpload is given back. */
  cFilePath: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry exactly as given: they are part of the URL's signature. */
  headers: z.record(z.string(), z.string()),
  /** When the URL stops working (ISO time). */
  tExpireDate: z.string(),
});

export const uploadOperations = [
  defineOperation({
    ...upload,
    action: 'BatchUpload',
    kind: 'upload',
    summary: '上传文件',
    multipart: { field: 'file' },
    query: uploadQuery,
    response: 'fileList',
    content: none,
  }),
  defineOperation({
    ...upload,
    action: 'UploadImageNoPro',
    kind: 'upload',
    summary: '上传图片（不生成缩略图）',
    multipart: { field: 'file' },
    query: uploadQuery,
    response: 'fileList',
    content: none,
  }),
  defineOperation({
    ...upload,
    action: 'MultipartVerify',
    kind: 'upload',
    summary: '分片上传：查询已上传的分片',
    get query() {
      return z.object({
        cFileHash: z.string().regex(/^[a-f0-9]{32,64}$/, '文件校验值不合法'),
        cFileName: z.string().trim().min(1).max(255),
      });
    },
    get content() {
      return z.object({
        uploadId: chunkId,
        exists: z.boolean(),
        cFilePath: z.string().nullable(),
        uploadedParts: z.array(z.number().int()),
      });
    },
  }),
  defineOperation({
    ...upload,
    action: 'MultipartUpload',
    kind: 'upload',
    summary: '分片上传：上传一个分片',
    multipart: { field: 'file' },
    get query() {
      return z.object({ uploadId: chunkId, partNumber: z.coerce.number().int().min(1).max(10000) });
    },
    get content() {
      return z.object({ partNumber: z.number().int(), size: z.number().int() });
    },
  }),
  defineOperation({
    ...upload,
    action: 'MultipartMerge',
    kind: 'upload',
    summary: '分片上传：合并分片',
    get body() {
      return z.object({
        uploadId: chunkId,
        cFileName: z.string().trim().min(1).max(255),
        partCount: z.number().int().min(1).max(10000),
        folder: uploadQuery.shape.folder,
      });
    },
    get content() {
      return z.object({ cFilePath: z.string(), fSize: z.number().int() });
    },
  }),
  defineOperation({
    ...direct,
    action: 'GetDirectUploadUrl',
    summary: '浏览器直传：获取上传地址',
    get body() {
      return z.object({
        cFileName: z.string().trim().min(1, '请选择要上传的文件').max(255),
        fSize: z.number().int().min(1, '不能上传空文件').max(Number.MAX_SAFE_INTEGER),
        folder: uploadQuery.shape.folder,
      });
    },
    content: directUploadTicket,
  }),
  defineOperation({
    ...direct,
    action: 'CompleteDirectUpload',
    summary: '浏览器直传：校验已上传的文件',
    get body() {
      return z.object({ cFilePath: z.string().trim().min(1).max(1000) });
    },
    response: 'fileList',
    content: none,
  }),
  defineOperation({
    ...upload,
    controller: 'file',
    name: 'FileUpload',
    action: 'upload',
    path: '/file/upload',
    kind: 'upload',
    summary: '上传文件（通用）',
    multipart: { field: 'file' },
    query: uploadQuery,
    response: 'fileList',
    content: none,
  }),
];

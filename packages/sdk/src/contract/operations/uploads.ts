import { z } from 'zod';
import { defineOperation } from '../operation.js';
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
    query: z.object({
      cFileHash: z.string().regex(/^[a-f0-9]{32,64}$/, '文件校验值不合法'),
      cFileName: z.string().trim().min(1).max(255),
    }),
    content: z.object({
      uploadId: chunkId,
      exists: z.boolean(),
      cFilePath: z.string().nullable(),
      uploadedParts: z.array(z.number().int()),
    }),
  }),
  defineOperation({
    ...upload,
    action: 'MultipartUpload',
    kind: 'upload',
    summary: '分片上传：上传一个分片',
    multipart: { field: 'file' },
    query: z.object({ uploadId: chunkId, partNumber: z.coerce.number().int().min(1).max(10000) }),
    content: z.object({ partNumber: z.number().int(), size: z.number().int() }),
  }),
  defineOperation({
    ...upload,
    action: 'MultipartMerge',
    kind: 'upload',
    summary: '分片上传：合并分片',
    body: z.object({
      uploadId: chunkId,
      cFileName: z.string().trim().min(1).max(255),
      partCount: z.number().int().min(1).max(10000),
      folder: uploadQuery.shape.folder,
    }),
    content: z.object({ cFilePath: z.string(), fSize: z.number().int() }),
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

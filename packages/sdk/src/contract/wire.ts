import { z } from 'zod';

/*
 * The wire shapes every API shares (SPEC §3, §8, DESIGN "Wire facts"): the {Code, Message, Content}
 * envelope, the list page, id lists and the upload result.
 */

// The success codes live apart from zod, so that error handling loads without the schema library.
export { isSuccessCode, SUCCESS_CODES } from './codes.js';

export const code = z.union([z.number(), z.string()]);

export const envelope = <C extends z.ZodType>(content: C) =>
  z.object({ Code: code, Message: z.string().nullish(), Content: content });

export const pageOf = <R extends z.ZodType>(row: R) =>
  z.object({
    List: z.array(row),
    PageIndex: z.number().int(),
    PageCount: z.number().int(),
    PageSize: z.number().int(),
    TotalCount: z.number().int(),
  });

export type Page<R> = {
  List: R[];
  PageIndex: number;
  PageCount: number;
  PageSize: number;
  TotalCount: number;
};

/**
 * A row's identifier: an opaque string. The production back end issues 32 lowercase hex characters (SPEC §9's
 * random id of length 32) and so does the reference server; a client makes no other assumption about it, so
 * the pattern only keeps ids printable and short enough to travel in a query string.
 */
export const ID_PATTERN = /^[0-9A-Za-z_-]{1,64}$/;
export const idValue = z.string({ error: '编号格式不正确' }).regex(ID_PATTERN, '编号格式不正确');
/** Body of every Delete/Auth/UnAuth ...IDS call and of the batch downloads. */
export const idsBody = z.object({
  ids: z.array(idValue).min(1, '未选中数据').max(1000, '一次最多操作1000条数据'),
});

/** Query paging shared by every page list (SPEC §3 "Table query", §9). -1 asks for every row (class and school lists). */
export const pageNumber = z.coerce.number().int().min(-1).default(1);
export const pageSize = z.coerce.number().int().min(1).max(999999).default(10);
export const sortOrder = z.enum(['asc', 'desc']);

/** Nothing in the Content (writes that only report success). */
export const none = z.unknown();

/** BatchUpload's own response: FileList entries are 'name&&path&&folder&&size' or objects (SPEC §3, §7.4). */
export const uploadedFile = z.union([
  z.string(),
  z.object({
    cFileName: z.string().nullish(),
    cFilePath: z.string(),
    cThumbnailPath: z.string().nullish(),
    cThumbnailSPath: z.string().nullish(),
    fSize: z.number().nullish(),
  }),
]);
export const uploadResponse = z.object({
  Code: code,
  Message: z.string().nullish(),
  FileList: z.array(uploadedFile).default([]),
});

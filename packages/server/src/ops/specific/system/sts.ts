import { createHmac, randomUUID } from 'node:crypto';
import { PUBLIC_UPLOAD_FOLDERS, UPLOAD_FOLDERS } from '@practice/sdk';
import { objectStoreFolderOf } from '../../../files/object-store-folder.js';
import { ApiError, badRequest } from '../../../http/errors.js';
import type { ServerConfig } from '../../context.js';
import { signedIn } from '../../context.js';
import { onNoRow } from '../../declared.js';

/*
 * Common/GetAssumeRole: temporary credentials for direct uploads to Alibaba Cloud OSS (SPEC §3 "Upload
 * credentials", §7.4). The server asks STS AssumeRole (RPC API, signature method HMAC-SHA1) for one
 * hour, with a policy that only lets the holder write under the caller's own folder. Without OSS settings
 * the console must upload through the server, and is told so.
 */

export const OSS_NOT_CONFIGURED = '未配置对象存储(OSS)，请使用服务器上传';
export const STS_ENDPOINT = 'https://sts.aliyuncs.com/';
const DURATION_SECONDS = 3600;

type Oss = NonNullable<ServerConfig['oss']>;

/** RFC 3986 encoding as the RPC signature requires (encodeURIComponent leaves !'()* alone). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signature of an RPC request: HMAC-SHA1 over METHOD&%2F&encoded(sorted, encoded query). */
export function rpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] as string)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

const WRITES = [
  'oss:PutObject',
  'oss:InitiateMultipartUpload',
  'oss:UploadPart',
  'oss:CompleteMultipartUpload',
  'oss:AbortMultipartUpload',
  'oss:ListParts',
];

// The portal's public folders take only pictures checked by content, from its editors: a direct upload skips
// both checks, so those go through the server (Upload/BatchUpload) and are denied here to everyone.
const PUBLIC_TOPS = [...new Set(PUBLIC_UPLOAD_FOLDERS.map((k) => UPLOAD_FOLDERS[k].folder.split('/')[0]))];

/** Only PutObject (and the multipart calls it needs) under one folder of the configured bucket. */
export const uploadPolicy = (bucket: string, prefix: string) =>
  JSON.stringify({
    Version: '1',
    Statement: [
      { Effect: 'Allow', Action: WRITES, Resource: [`acs:oss:*:*:${bucket}/${prefix}*`] },
      {
        Effect: 'Deny',
        Action: WRITES,
        Resource: PUBLIC_TOPS.map((top) => `acs:oss:*:*:${bucket}/${prefix}${top}*`),
      },
    ],
  });

interface StsAnswer {
  Credentials?: { AccessKeyId: string; AccessKeySecret: string; SecurityToken: string; Expiration?: string };
  Message?: string;
  Code?: string;
}

export async function assumeRole(oss: Oss, sessionName: string, prefix: string, endpoint = STS_ENDPOINT) {
  const params: Record<string, string> = {
    Action: 'AssumeRole',
    Version: '2015-04-01',
    Format: 'JSON',
    AccessKeyId: oss.accessKeyId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
    SignatureNonce: randomUUID(),
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    RoleArn: oss.roleArn,
    RoleSessionName: sessionName,
    DurationSeconds: String(DURATION_SECONDS),
    Policy: uploadPolicy(oss.bucket, prefix),
  };
  const signature = rpcSignature('GET', params, oss.accessKeySecret);
  const url = new URL(endpoint);
  for (const [k, v] of Object.entries({ ...params, Signature: signature })) url.searchParams.set(k, v);
  let answer: StsAnswer;
  let status: number;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    status = response.status;
    answer = (await response.json()) as StsAnswer;
  } catch {
    throw new ApiError(502, '无法连接对象存储临时凭证服务(STS)，请稍后重试或使用服务器上传');
  }
  const c = answer.Credentials;
  if (status !== 200 || !c?.AccessKeyId || !c.AccessKeySecret || !c.SecurityToken) {
    // The STS message names the misconfiguration (role, key); the key itself is never echoed.
    throw new ApiError(502, `获取对象存储临时凭证失败：${answer.Code ?? status}`);
  }
  return {
    Credentials: {
      AccessKeyId: c.AccessKeyId,
      AccessKeySecret: c.AccessKeySecret,
      SecurityToken: c.SecurityToken,
      Expiration: c.Expiration ?? null,
    },
    Region: oss.region,
    Bucket: oss.bucket,
    Prefix: prefix,
  };
}

/**
 * The folder a caller's keys start with: their school's name, else 'default' (SPEC §3 file naming, the
 * same rule as the SDK's storageKey), so the policy lets a school write only into its own folder.
 */
export const getAssumeRole = onNoRow(
  "the caller's own upload credentials, for their school's folder: no row",
  async (ctx) => {
    const oss = ctx.config.oss;
    if (!oss) throw badRequest(OSS_NOT_CONFIGURED);
    const caller = signedIn(ctx);
    const folder = await objectStoreFolderOf(ctx.db, caller.schoolId);
    return assumeRole(oss, `user-${caller.userId}`, `${folder}/`);
  },
);

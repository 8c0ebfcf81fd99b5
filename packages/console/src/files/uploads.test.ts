import { SdkError } from '@practice/sdk';
import { UploadRejectedError, uploadFailureMessage } from '@practice/ui-kit';
import { describe, expect, it, vi } from 'vitest';

// What the mocked BatchUpload helper does next, and what it was asked.
const upload = vi.hoisted(() => ({
  answer: (): Promise<unknown> => Promise.resolve([]),
  calls: [] as unknown[][],
}));
vi.mock('@practice/sdk', async (original) => ({
  ...(await original<object>()),
  uploadFile: (...args: unknown[]) => {
    upload.calls.push(args);
    return upload.answer();
  },
}));
vi.mock('../sdk.js', () => ({ sdk: { config: { fileUrl: (path: string) => `/files/${path}` } } }));

const { uploaderFor } = await import('./uploads.js');

const picture = new File([new Uint8Array([1, 2, 3])], '横幅.png', { type: 'image/png' });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('uploaderFor', () => {
  it('uploads into the folder preset and resolves with the stored path', async () => {
    upload.answer = async () => [{ name: '横幅.png', path: 'school/banners/cPics/u1---横幅.png' }];
    await expect(uploaderFor('banner')(picture)).resolves.toBe('school/banners/cPics/u1---横幅.png');
    expect(upload.calls.at(-1)?.slice(1)).toEqual([picture, '横幅.png', { folder: 'banner' }]);
  });

  it("passes the server's refusal on as its own words", async () => {
    upload.answer = async () => {
      throw new SdkError({ kind: 'business', message: '只能上传图片', operation: 'BatchUpload' });
    };
    const failure = await failureOf(uploaderFor('news')(picture));
    // By name, as the ui-kit itself tells it (its class may come from another copy of the module).
    expect((failure as Error).name).toBe(new UploadRejectedError('').name);
    expect(uploadFailureMessage(failure, picture.name)).toBe('只能上传图片');
  });

  it('leaves a transport failure as an upload failure with its detail', async () => {
    upload.answer = async () => {
      throw new SdkError({ kind: 'network', message: '连接已断开', operation: 'BatchUpload' });
    };
    const failure = await failureOf(uploaderFor('richText')(picture));
    expect((failure as Error).name).toBe('SdkError');
    expect(uploadFailureMessage(failure, picture.name)).toBe('上传失败！可能是服务器或网络错误 连接已断开');
  });

  it('refuses an answer without a path', async () => {
    upload.answer = async () => [];
    const failure = await failureOf(uploaderFor('banner')(picture));
    expect(uploadFailureMessage(failure, picture.name)).toBe('网络或服务器错误, 横幅.png上传失败!');
  });
});

import {
  UPLOAD_FAILED,
  UPLOAD_ONE_FILE,
  uploadFailedFor,
  uploadTooLarge,
  uploadTypeNotAllowed,
} from '@practice/sdk';
import { describe, expect, it } from 'vitest';
import {
  acceptsPaste,
  allowedTypes,
  bannerSizeHint,
  checkCandidate,
  defaultRules,
  inputAccept,
  UploadRejectedError,
  uploadFailureMessage,
} from './upload-rules.js';

const MB = 1024 * 1024;
const file = (name: string, size = 10, type = '') => ({ name, size, type });
const any = defaultRules();
const image = defaultRules({ accept: 'image' });
const homeBanner = defaultRules({ banner: 'home' });

describe('defaultRules', () => {
  it('defaults to any file up to 100 MB', () => {
    expect(any).toEqual({ accept: 'any', maxMb: 100 });
  });
  it('makes a banner an image field', () => {
    expect(homeBanner).toEqual({ accept: 'image', maxMb: 100, banner: 'home' });
  });
});

describe('checkCandidate', () => {
  it('takes one file within the limit', () => {
    expect(checkCandidate([file('a.pdf', 100 * MB)], 0, any)).toBeNull();
  });

  it('refuses a second file, before looking at its type or size', () => {
    expect(checkCandidate([file('a.exe', 999 * MB)], 1, image)).toBe(UPLOAD_ONE_FILE);
  });

  it('refuses two files picked at once', () => {
    expect(checkCandidate([file('a.pdf'), file('b.pdf')], 0, any)).toBe(UPLOAD_ONE_FILE);
  });

  it('refuses a file over the limit with the configured size', () => {
    expect(checkCandidate([file('a.pdf', 100 * MB + 1)], 0, any)).toBe(uploadTooLarge(100));
    expect(checkCandidate([file('a.pdf', 3 * MB)], 0, defaultRules({ maxMb: 2 }))).toBe(uploadTooLarge(2));
  });

  it('takes only images in image fields', () => {
    expect(checkCandidate([file('photo.JPG')], 0, image)).toBeNull();
    expect(checkCandidate([file('notes.pdf')], 0, image)).toBe(
      uploadTypeNotAllowed(allowedTypes(image) ?? []),
    );
  });

  it('takes only the banner types in a banner field', () => {
    expect(checkCandidate([file('b.svg')], 0, homeBanner)).toBeNull();
    expect(checkCandidate([file('b.webp')], 0, homeBanner)).toBe(
      uploadTypeNotAllowed(['gif', 'jpeg', 'jpg', 'png', 'svg']),
    );
  });

  it.each(['gif', 'jpeg', 'png', 'bmp', 'svg+xml', 'webp'])('takes a pasted image/%s', (subtype) => {
    expect(checkCandidate([file('image', 10, `image/${subtype}`)], 0, image, 'paste')).toBeNull();
  });

  it('refuses a pasted image of another kind', () => {
    expect(checkCandidate([file('image.tiff', 10, 'image/tiff')], 0, image, 'paste')).toBe(
      uploadTypeNotAllowed(['gif', 'jpeg', 'png', 'bmp', 'svg', 'webp']),
    );
  });
});

describe('accept and paste', () => {
  it('builds the input accept list', () => {
    expect(inputAccept(any)).toBeUndefined();
    expect(inputAccept(homeBanner)).toBe('.gif,.jpeg,.jpg,.png,.svg');
  });
  it('pastes into image fields only', () => {
    expect(acceptsPaste(image)).toBe(true);
    expect(acceptsPaste(any)).toBe(false);
  });
  it('recommends 1920*600 for the home banner and 1920*400 elsewhere', () => {
    expect(bannerSizeHint('home')).toBe('建议尺寸 1920*600');
    expect(bannerSizeHint('other')).toBe('建议尺寸 1920*400');
  });
});

describe('uploadFailureMessage', () => {
  it('shows the server message of a refused upload', () => {
    expect(uploadFailureMessage(new UploadRejectedError('文件已存在'), 'a.pdf')).toBe('文件已存在');
  });
  it('names the file when the server gave no message', () => {
    expect(uploadFailureMessage(new UploadRejectedError(''), 'a.pdf')).toBe(uploadFailedFor('a.pdf'));
  });
  it('recognises a refusal from another copy of the class by its name', () => {
    const error = Object.assign(new Error('配额不足'), { name: 'UploadRejectedError' });
    expect(uploadFailureMessage(error, 'a.pdf')).toBe('配额不足');
  });
  it('adds the detail of a network failure', () => {
    expect(uploadFailureMessage(new TypeError('Failed to fetch'), 'a.pdf')).toBe(
      `${UPLOAD_FAILED} Failed to fetch`,
    );
    expect(uploadFailureMessage(undefined, 'a.pdf')).toBe(UPLOAD_FAILED);
  });
});

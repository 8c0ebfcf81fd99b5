import { describe, expect, it } from 'vitest';
import { formatFileEntry, parseFileList } from './file-list.js';

describe('parseFileList', () => {
  it.each([
    [
      '报告.pdf&&Internship/cFilePath/1700000000000---报告.pdf&&Internship/cFilePath&&2048',
      {
        name: '报告.pdf',
        path: 'Internship/cFilePath/1700000000000---报告.pdf',
        folder: 'Internship/cFilePath',
        size: 2048,
        thumbnailPath: null,
      },
    ],
    ['a.png&&news/a.png', { name: 'a.png', path: 'news/a.png', folder: '', size: null, thumbnailPath: null }],
    [
      { cFilePath: 'banners/cPics/x---b.png', cThumbnailSPath: 'banners/cPics/S_x---b.png', fSize: 10 },
      {
        name: 'x---b.png',
        path: 'banners/cPics/x---b.png',
        folder: 'banners/cPics',
        size: 10,
        thumbnailPath: 'banners/cPics/S_x---b.png',
      },
    ],
  ])('%j', (entry, expected) => {
    expect(parseFileList([entry])).toEqual([expected]);
  });

  it('round-trips through formatFileEntry', () => {
    const entry = formatFileEntry({
      name: 'n.doc',
      path: 'oss/default/m/1---n.doc',
      folder: 'default/m',
      size: 5,
    });
    expect(parseFileList([entry])[0]).toMatchObject({
      name: 'n.doc',
      path: 'oss/default/m/1---n.doc',
      size: 5,
    });
  });
});

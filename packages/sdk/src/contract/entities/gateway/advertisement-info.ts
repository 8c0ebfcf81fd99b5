import { defineEntity } from '../../entity.js';
import { BannerStatus } from '../../enums.js';
import { choice, created, id, image, int, text } from '../../field.js';
import { AdvertisementPosition } from './enums.js';

/** Portal banners (/site/banner-manage), shown on the home, news and recruitment pages. */
export const GatewayAdvertisementInfo = defineEntity({
  name: 'GatewayAdvertisementInfo',
  label: '广告横幅',
  api: 'gateway',
  key: 'fAdvertisementInfoId',
  title: 'cTitle',
  fields: {
    fAdvertisementInfoId: id(),
    fType: choice(AdvertisementPosition, { required: true, searchable: true }),
    cTitle: text('标题', { required: true, searchable: true, sortable: true, max: 100 }),
    // Recommended 1920*600 on the home page, 1920*400 elsewhere (SPEC §5).
    cPics: image('横幅图片', { required: true }),
    cLink: text('链接地址', { max: 500 }),
    fSort: int('排序', { required: true, sortable: true }),
    // Auth lists a banner, UnAuth takes it down.
    fStatus: choice(BannerStatus, { searchable: true, readOnly: true, reviewerOnly: true }),
    tCreateDate: created(),
  },
  auth: true,
  rows: { shared: true },
  // The portal shows banners before anyone signs in.
  grants: { read: 'public' },
  defaultSort: { field: 'fSort', order: 'asc' },
});

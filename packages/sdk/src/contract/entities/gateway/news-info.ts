import { defineEntity } from '../../entity.js';
import { PublishStatus } from '../../enums.js';
import {
  CREATOR,
  choice,
  created,
  dateTime,
  id,
  image,
  int,
  joined,
  richText,
  text,
  textarea,
} from '../../field.js';
import { NewsType } from './enums.js';

/** Portal news (/site/news-manage); the editor loads an item through its view model. */
export const GatewayNewsInfo = defineEntity({
  name: 'GatewayNewsInfo',
  label: '新闻',
  api: 'gateway',
  key: 'fNewsInfoId',
  title: 'cTitle',
  fields: {
    fNewsInfoId: id(),
    fType: choice(NewsType, { required: true, searchable: true }),
    // The old form hinted at 100 characters without enforcing it; 200 keeps existing titles valid.
    cTitle: text('标题', { required: true, searchable: true, sortable: true, max: 200 }),
    cAbstract: textarea('摘要', { required: true, max: 500, column: true }),
    fSort: int('排序', { required: true, sortable: true }),
    cNewsDate: dateTime('新闻发布时间', { required: true, sortable: true, range: true }),
    cCover: image('封面图片'),
    cContent: richText('新闻内容', { required: true }),
    // Auth publishes an item to the portal, UnAuth withdraws it.
    fStatus: choice(PublishStatus, {
      label: '发布状态',
      searchable: true,
      readOnly: true,
      reviewerOnly: true,
    }),
    cCreateUserName: joined('发布人', { via: CREATOR, field: 'cRealName' }),
    tCreateDate: created(),
  },
  auth: true,
  rows: { shared: true },
  // The portal shows news before anyone signs in.
  grants: { read: 'public' },
  defaultSort: { field: 'cNewsDate', order: 'desc' },
  actions: (self) => [
    {
      action: 'GetGatewayNewsInfoVModel',
      summary: '新闻展示详情',
      kind: 'model',
      get query() {
        return self.modelQuery;
      },
      get content() {
        return self.row;
      },
      grants: 'public',
    },
  ],
});

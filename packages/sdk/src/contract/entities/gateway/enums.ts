import { defineEnum } from '../../enum.js';

/*
 * The static trees of the portal screens (SPEC §2.4, §7.3): each fixed node is one fType value. Kinds of
 * things, so no status tones.
 */

export const AdvertisementPosition = defineEnum('advertisementPosition', '广告位置', {
  home: [1, '首页'],
  news: [2, '新闻'],
  recruitment: [3, '招聘页'],
});
export const NewsType = defineEnum('newsType', '新闻类型', {
  general: [1, '基础动态'],
  notice: [2, '通知公告'],
});

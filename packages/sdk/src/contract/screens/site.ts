import { ADMINS, audit, crud, group, saveForm } from './define.js';
import { PORTAL_SERVICE_ID } from './services.js';

/*
 * Portal management (SPEC §2.3 /site): banners and news of the public site. The list pages come first; the
 * banner form and the news editor (SPEC §2.4) are hidden pages opened from them.
 */
export const siteScreens = group(
  { key: 'site', title: '门户管理', service: PORTAL_SERVICE_ID, icon: 'global' },
  [
    {
      path: 'banner',
      title: '广告管理',
      controller: 'GatewayAdvertisementInfo',
      roles: ADMINS,
      buttons: [
        ...crud('GatewayAdvertisementInfo'),
        ...audit('GatewayAdvertisementInfo', ADMINS, '上架', '下架'),
      ],
    },
    {
      path: 'news',
      title: '新闻管理',
      controller: 'GatewayNewsInfo',
      roles: ADMINS,
      buttons: [...crud('GatewayNewsInfo'), ...audit('GatewayNewsInfo', ADMINS, '发布', '取消发布')],
    },
    {
      path: 'banner-manage',
      title: '编辑广告',
      controller: 'GatewayAdvertisementInfo',
      roles: ADMINS,
      hidden: true,
      activeMenu: 'banner',
      buttons: saveForm('GatewayAdvertisementInfo'),
    },
    {
      path: 'news-manage',
      title: '编辑新闻',
      controller: 'GatewayNewsInfo',
      roles: ADMINS,
      hidden: true,
      activeMenu: 'news',
      buttons: saveForm('GatewayNewsInfo'),
    },
  ],
);

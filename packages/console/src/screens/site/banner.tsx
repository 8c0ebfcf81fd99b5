import { ADVERTISEMENT_TREE, type EntityColumns } from '@practice/ui-kit';
import { PortalList } from './parts/portal-list.js';

// Widths that keep every column, the picture's thumbnail included, in view beside the tree.
const COLUMNS: EntityColumns<'GatewayAdvertisementInfo'> = {
  cTitle: { width: 180 },
  cPics: { width: 130 },
  cLink: { width: 150 },
};

/** /site/banner (广告管理): banners by position (首页, 新闻, 招聘页), listed and taken down with 上架 / 下架. */
export default function BannerScreen() {
  return (
    <PortalList
      entity="GatewayAdvertisementInfo"
      idKey="fAdvertisementInfoId"
      tree={ADVERTISEMENT_TREE}
      treeLabel="广告位置"
      manage="banner-manage"
      columns={COLUMNS}
    />
  );
}

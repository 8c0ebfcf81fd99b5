import { type EntityColumns, NEWS_TREE } from '@practice/ui-kit';
import { PortalList } from './parts/portal-list.js';

// Widths that keep the status in view beside the tree. The release date says when an item is news, and
// the portal's desk writes them all, so the creation date and author start hidden (列设置 shows them).
const COLUMNS: EntityColumns<'GatewayNewsInfo'> = {
  cTitle: { width: 180 },
  cAbstract: { width: 160 },
  cNewsDate: { width: 170 },
  cCover: { width: 110 },
  cCreateUserName: { hidden: true },
  tCreateDate: { hidden: true },
};

/** /site/news (新闻管理): news by kind (基础动态, 通知公告), published and withdrawn with 发布 / 取消发布. */
export default function NewsScreen() {
  return (
    <PortalList
      entity="GatewayNewsInfo"
      idKey="fNewsInfoId"
      tree={NEWS_TREE}
      treeLabel="新闻类型"
      manage="news-manage"
      columns={COLUMNS}
    />
  );
}

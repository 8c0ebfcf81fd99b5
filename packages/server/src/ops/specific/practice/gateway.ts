import { enums } from '@practice/sdk/contract';
import type { Caller } from '../../../auth/caller.js';
import { tableOf } from '../../../db/tables.js';
import { notFound } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { onNoRow, onRow } from '../../declared.js';
import { page } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';

/*
 * The portal's banners and news are read before anyone signs in (grants read: public). The public, and
 * signed-in users who do not manage the portal, see only what is published (fStatus 1: 已发布 / 已上架);
 * the editors see drafts too, which is how the news editor loads an item (VModel).
 */
const EDITORS = ['platformAdmin', 'schoolAdmin'];
const isEditor = (caller: Caller | null) => !!caller?.kind && EDITORS.includes(caller.kind);

/** The state the public may see of each portal table: the same number, under two enumerations. */
const SHOWN = {
  GatewayNewsInfo: enums.PublishStatus.published,
  GatewayAdvertisementInfo: enums.BannerStatus.listed,
} as const;

function portal(entity: keyof typeof SHOWN) {
  const t = tableOf(entity);
  const shown = SHOWN[entity];
  const list = onNoRow(
    'a page list: the scope (and, for all but the editors, published items only) is applied in its query',
    (a, input) =>
      isEditor(a.caller)
        ? page(a, input)
        : pageOfRows(a.q, t, a.caller, input.query, (p) => [`t."fStatus" = ${p.add(shown)}`]),
  );
  const one = onRow({
    target: { entity, key: ({ query }) => query[t.key], access: 'read' },
    work: async ({ caller }, _input, row) => {
      // A draft answers as absent rather than forbidden: the public learns nothing about unpublished items.
      if (!isEditor(caller) && row.fStatus !== shown) throw notFound();
      return row;
    },
  });
  return { list, one };
}

const news = portal('GatewayNewsInfo');
const banners = portal('GatewayAdvertisementInfo');

export const gatewayHandlers: Record<string, Handler> = {
  GetGatewayNewsInfoPageList: news.list,
  GetGatewayNewsInfoModel: news.one,
  GetGatewayNewsInfoVModel: news.one,
  GetGatewayAdvertisementInfoPageList: banners.list,
  GetGatewayAdvertisementInfoModel: banners.one,
};

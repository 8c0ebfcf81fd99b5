import type { Caller } from '../../../auth/caller.js';
import { tableOf } from '../../../db/tables.js';
import { notFound } from '../../../http/errors.js';
import type { Handler } from '../../context.js';
import { visibleRow } from '../../rows.js';
import { page } from '../../standard/crud.js';
import { pageOfRows } from '../../standard/page.js';

/*
 * The portal's banners and news are read before anyone signs in (grants read: public). The public, and
 * signed-in users who do not manage the portal, see only what is published (fStatus 1: 已发布 / 已上架);
 * the editors see drafts too, which is how the news editor loads an item (VModel).
 */
const EDITORS = ['platformAdmin', 'schoolAdmin'];
const isEditor = (caller: Caller | null) => !!caller?.kind && EDITORS.includes(caller.kind);

function portal(entity: string) {
  const t = tableOf(entity);
  const list: Handler = (ctx, input) =>
    isEditor(ctx.caller)
      ? page(ctx, input)
      : pageOfRows(ctx.db, t, ctx.caller, input.query, () => ['t."fStatus" = 1']);
  const one: Handler = async (ctx, { query }) => {
    const row = await visibleRow(ctx.db, t, ctx.caller, query[t.key]);
    // A draft answers as absent rather than forbidden: the public learns nothing about unpublished items.
    if (!isEditor(ctx.caller) && row.fStatus !== 1) throw notFound();
    return row;
  };
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

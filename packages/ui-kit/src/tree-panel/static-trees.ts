import { type EnumDef, entityByName } from '@practice/sdk/contract';
import type { TreeNode } from './tree-node.js';

/*
 * The two fixed trees of SPEC §2.4: one node per fType value of the contract's enumerations, so the
 * node id is the value the banner and news queries filter on. The enumerations live on the gateway
 * entities (they are not in the contract's `enums` namespace), hence the lookup through the field.
 */
function enumOfField(entity: string, field: string): EnumDef {
  const found = entityByName.get(entity)?.fields[field]?.enum;
  if (!found) throw new Error(`${entity}.${field} has no enumeration`);
  return found;
}

export const treeFromEnum = (def: EnumDef): TreeNode[] =>
  def.options.map((o) => ({ id: String(o.value), name: o.label, parentId: null, children: [] }));

/** 首页, 新闻, 招聘页 (enums.AdvertisementPosition). */
export const ADVERTISEMENT_TREE: readonly TreeNode[] = treeFromEnum(
  enumOfField('GatewayAdvertisementInfo', 'fType'),
);

/** 基础动态, 通知公告 (enums.NewsType). */
export const NEWS_TREE: readonly TreeNode[] = treeFromEnum(enumOfField('GatewayNewsInfo', 'fType'));

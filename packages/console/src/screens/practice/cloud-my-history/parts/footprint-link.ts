import { entityByName } from '@practice/sdk/contract';
import type { TableRow } from '@practice/ui-kit';

/*
 * Where a footprint leads back to (SPEC §2.3 /practice/cloud-my-history): the area of its fModuleType
 * (CloudModule 1-5), with the visited row's key in the query. The area's list is the page every reader of
 * the area has (its edit pages are for teaching staff only), so that is where the link goes.
 */
const AREAS: Readonly<Record<string, { path: string; entity: string }>> = {
  '1': { path: '/practice/cloud-recruitment/list', entity: 'CloudRecruitment' },
  '2': { path: '/practice/cloud-resource/list', entity: 'CloudResource' },
  '3': { path: '/practice/cloud-innovation/list', entity: 'CloudInnovation' },
  '4': { path: '/practice/cloud-careerPlanning/list', entity: 'CloudCareerPlanning' },
  '5': { path: '/practice/cloud-seminar/list', entity: 'CloudSeminar' },
};

/** The link of one footprint, or null when its module is unknown or it names no target. */
export function footprintLink(row: TableRow): string | null {
  const area = AREAS[String(row.fModuleType ?? '')];
  const target = row.cTargetId == null ? '' : String(row.cTargetId);
  if (!area || !target) return null;
  const key = entityByName.get(area.entity)?.key;
  return key ? `${area.path}?${new URLSearchParams({ [key]: target })}` : area.path;
}

/** SPEC §9 "site title base: emerging-engineering practice education". */
export const SITE_TITLE = '新工科实践教学平台';

/** The page title: `${route title} - ${site title}`, or the site title alone. */
export const documentTitle = (routeTitle?: string) =>
  routeTitle ? `${routeTitle} - ${SITE_TITLE}` : SITE_TITLE;

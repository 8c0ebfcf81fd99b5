import type { ApiName } from './operation.js';

/** Version of the wire contract (the OpenAPI documents' info.version); bump it with the SDK's minor. */
export const CONTRACT_VERSION = '2.0.0';

/** The plugin base the internship API sits under unless configured otherwise (replaceable at run time). */
export const DEFAULT_PLUGIN_BASE = 'WDPracticeInternshipPlugin';

export interface ApiInfo {
  readonly name: ApiName;
  readonly title: string;
  /** Path prefix of the API; '{pluginBase}' is filled in at run time. */
  readonly prefix: string;
}

/** The three APIs of SPEC §7 and where they live (DESIGN "Wire facts"). */
export const APIS: Record<ApiName, ApiInfo> = {
  system: { name: 'system', title: '系统管理接口', prefix: '/AuthSubAccountSystemWeb' },
  internship: { name: 'internship', title: '实习、实践与项目接口', prefix: '/{pluginBase}' },
  gateway: { name: 'gateway', title: '门户网关接口', prefix: '/WDPracticeGatewayPlugin' },
};

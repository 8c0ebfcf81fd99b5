import { GatewayAdvertisementInfo } from './advertisement-info.js';
import { GatewayNewsInfo } from './news-info.js';

/** Portal management: banners and news, served by the gateway API (SPEC §7.3 "Gateway API"). */
export const gatewayEntities = [GatewayAdvertisementInfo, GatewayNewsInfo];

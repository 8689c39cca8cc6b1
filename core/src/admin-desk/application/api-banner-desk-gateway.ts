import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import {
  adminDeleteBannerCall,
  adminEditBannerCall,
  adminMoveBannerCall,
  adminWriteBannerCall,
  siteBannersCall,
} from '../../api/contracts/banners.js';
import type { BannerDeskGateway } from './banner-desk.gateway.js';

/** The BannerDeskGateway over the client's shared caller and the banner contracts (answers' bodies are ignored). */
export function createApiBannerDeskGateway(api: Pick<ApiClient, 'call'>): BannerDeskGateway {
  const { call } = api;
  return {
    banners: () => invoke(call, siteBannersCall, {}),
    saveBanner: (draft, id) =>
      id === null
        ? invoke(call, adminWriteBannerCall, { body: { ...draft } })
        : invoke(call, adminEditBannerCall, { params: { id }, body: { ...draft } }),
    deleteBanner: (id) => invoke(call, adminDeleteBannerCall, { params: { id } }),
    moveBanner: (id, direction) => invoke(call, adminMoveBannerCall, { params: { id }, body: { direction } }),
  };
}

import { ok, type ApiError, type Result } from '@bet/core/shared';
import type { PopupsGateway, SitePopup } from '@bet/core/popups';

/** The site popups the server would list. */
export class FakePopupsGateway implements PopupsGateway {
  constructor(public list: SitePopup[] = []) {}
  popups = async (): Promise<Result<readonly SitePopup[], ApiError>> => ok(this.list);
}

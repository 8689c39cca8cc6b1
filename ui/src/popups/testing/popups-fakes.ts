import { ok, type ApiError, type PopupsGateway, type SitePopup, type Result } from '@bet/core';

/** The site popups the server would list. */
export class FakePopupsGateway implements PopupsGateway {
  constructor(public list: SitePopup[] = []) {}
  popups = async (): Promise<Result<readonly SitePopup[], ApiError>> => ok(this.list);
}

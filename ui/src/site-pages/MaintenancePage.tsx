import { Centered, Heading, Lead } from '../design-system/page.styles.js';
import { PAGE_TEXTS } from './texts.js';

/** /maintenance: members land here while siteNoticeFlg is on (the guard sends them back when off). */
export function MaintenancePage() {
  return (
    <Centered>
      <Heading>{PAGE_TEXTS.maintenance.title}</Heading>
      <Lead>{PAGE_TEXTS.maintenance.body}</Lead>
    </Centered>
  );
}

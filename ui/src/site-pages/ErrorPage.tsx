import { SiteLink } from '../shell/SiteLink.js';
import { Centered, Heading, Lead } from '../design-system/page.styles.js';
import { PAGE_TEXTS } from './texts.js';

const T = PAGE_TEXTS.error;

export interface ErrorPageProps {
  readonly status: number;
  /** Shown under the heading for statuses other than 404. */
  readonly message?: string | undefined;
}

/** Spec 2 error page: the status code; 404 'page not found', others 'an error occurred' plus the message. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <Centered data-testid="error-page" data-status={status}>
      <Heading as="p" aria-label={T.status(status)}>
        {status}
      </Heading>
      <Heading as="h1">{notFound ? T.notFound : T.failed}</Heading>
      {!notFound && message ? <Lead>{message}</Lead> : null}
      <SiteLink to="/">{T.home}</SiteLink>
    </Centered>
  );
}

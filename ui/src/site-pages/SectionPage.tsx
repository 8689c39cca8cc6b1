import { SiteLink } from '../shell/SiteLink.js';
import { Heading, Lead, LinkGrid, PageBox } from '../design-system/page.styles.js';
import { PAGE_SECTIONS, type PageSection, type SectionText } from './texts.js';

/** A section's page: its Korean heading, what it offers, and links to its sub-pages. */
export function SectionPage({ section }: { readonly section: PageSection }) {
  const text: SectionText = PAGE_SECTIONS[section];
  const links = text.links ?? [];
  // 'section-page': the route-walk browser test fails a member route that shows this placeholder.
  return (
    <PageBox data-testid="section-page" data-section={section}>
      <Heading>{text.title}</Heading>
      <Lead>{text.lead}</Lead>
      {links.length > 0 ? (
        <LinkGrid>
          {links.map((link) => (
            <SiteLink key={link.to} to={link.to}>
              <strong>{link.title}</strong>
              <small>{link.caption}</small>
            </SiteLink>
          ))}
        </LinkGrid>
      ) : null}
    </PageBox>
  );
}

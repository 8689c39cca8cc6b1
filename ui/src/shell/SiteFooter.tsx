import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';
import { SITE_FOOTER_TEXTS as T } from './footer-texts.js';
import { SiteLink } from './SiteLink.js';

const Footer = styled.footer`
  max-width: ${({ theme }) => theme.layout.container}px;
  margin: 24px auto 0;
  padding: 18px 16px 24px;
  border-top: 1px solid ${color('border')};
  color: ${color('textMuted')};
  font-size: 12px;
  line-height: 1.6;

  a {
    color: ${color('text')};
  }

  /* A link inside a sentence is told apart by more than colour (WCAG 1.4.1, axe link-in-text-block). */
  p a {
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

const Notice = styled.p`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 0 0 10px;
`;

const AdultMark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border: 2px solid ${color('danger')};
  border-radius: 50%;
  color: ${color('danger')};
  font-weight: 800;
  font-size: 11px;
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
`;

/** Every member page's footer: the 19+ and responsible-play notice, the help links and the operator's details. */
export function SiteFooter() {
  return (
    <Footer aria-label={T.label} data-testid="site-footer">
      <Notice>
        <AdultMark aria-hidden="true">{T.adultMark}</AdultMark>
        <span>
          <strong>{T.adultNotice}</strong> {T.responsiblePlay}{' '}
          <SiteLink to={T.responsiblePlayLink.to}>{T.responsiblePlayLink.label}</SiteLink>
        </span>
      </Notice>
      <Row>
        {T.links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to}>{link.label}</SiteLink>
          </li>
        ))}
      </Row>
      <Row data-testid="site-footer-operator">
        {T.operator.map((item) => (
          <li key={item.label}>
            {item.label}: {item.value}
          </li>
        ))}
      </Row>
      <div>{T.copyright}</div>
    </Footer>
  );
}

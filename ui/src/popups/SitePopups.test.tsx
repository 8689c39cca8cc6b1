import { act, fireEvent, screen, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { PopupsViewModel, popupSnoozeKey, type SitePopup } from '@bet/core/popups';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { MemoryStore } from '../../../core/src/shared/testing/memory-store.js';
import { flush, renderFeature } from '../design-system/testing/render-feature.js';
import { FakePopupsGateway } from './testing/popups-fakes.js';
import { popupSlipGamePath, SitePopupsContainer, type PopupSlipState } from './SitePopupsContainer.js';
import { popupPosition, popupRowArrangement, safePopupLink } from './SitePopups.js';

const popup = (id: number, over: Partial<SitePopup> = {}): SitePopup => ({ id, popupStatus: 0, contents: `<p>팝업 ${id}</p>`, ...over });

function setup(list: SitePopup[], slip: PopupSlipState = { gamePath: 'europe', count: 0 }) {
  const store = new MemoryStore();
  const clock = new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0));
  const vm = new PopupsViewModel({ gateway: new FakePopupsGateway(list), store, clock });
  const slip$ = new BehaviorSubject(slip);
  return { vm, store, clock, slip$ };
}

async function show(t: ReturnType<typeof setup>, mode: 'desktop' | 'mobile' = 'desktop') {
  const view = renderFeature(<SitePopupsContainer viewModel={t.vm} slip$={t.slip$} />, mode);
  await act(flush);
  return view;
}

const popups = (): HTMLElement[] => screen.queryAllByTestId('site-popup');

describe('SitePopupsContainer', () => {
  it('renders popup HTML without scripts or event handlers', async () => {
    const hostile =
      '<p>이벤트</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><svg onload="window.__pwned=3"></svg>';
    await show(setup([popup(1, { contents: hostile })]));
    const box = screen.getByTestId('site-popup');
    expect(box.textContent).toContain('이벤트');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(box.innerHTML).not.toMatch(/onerror|onload|<script/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows only active popups', async () => {
    await show(setup([popup(1), popup(2, { popupStatus: 1 })]));
    expect(popups().map((p) => p.dataset['popupId'])).toEqual(['1']);
  });

  it('places the one mobile popup with the mobile offsets, clamped to stay on screen', () => {
    const placed = popup(1, { pcLeftLocation: 100, popupSize: '500', popupLeftLocation: '520px', popupRightLocation: '5%' });
    const fit = 'min(500px, 100vw - 16px)';
    expect(popupPosition(placed)).toEqual({ left: `clamp(8px, 520px, 100vw - ${fit} - 8px)`, right: null, width: fit, bottom: '88px' });
    expect(popupPosition(popup(2, { popupRightLocation: '5%' }))).toMatchObject({
      left: null,
      right: 'clamp(8px, 5%, 100vw - min(400px, 100vw - 16px) - 8px)',
    });
    // No offset: centred.
    expect(popupPosition(popup(3)).left).toBe(
      'clamp(8px, calc((100vw - min(400px, 100vw - 16px)) / 2), 100vw - min(400px, 100vw - 16px) - 8px)',
    );
  });

  it('arranges desktop popups in one row: left-anchored ones first from the first left offset, right-anchored ones last', () => {
    const list = [
      popup(1, { pcRightLocation: '40px' }),
      popup(2, { pcLeftLocation: 100 }),
      popup(3, { pcLeftLocation: '520px' }),
      popup(4),
    ];
    const arranged = popupRowArrangement(list);
    expect(arranged.order.map((p) => p.id)).toEqual([2, 3, 4, 1]);
    expect(arranged.firstRight).toBe(1);
    expect(arranged.insets).toEqual({ left: 'clamp(8px, 100px, 33%)', right: 'clamp(8px, 40px, 33%)' });
    expect(popupRowArrangement([popup(5)]).insets).toEqual({ left: '8px', right: '8px' });
  });

  it('shows desktop popups side by side and mobile popups one at a time', async () => {
    const desktop = setup([popup(1), popup(2)]);
    const view = await show(desktop);
    expect(popups().map((p) => p.dataset['popupId'])).toEqual(['1', '2']);
    view.unmount();
    const mobile = setup([popup(1), popup(2)]);
    await show(mobile, 'mobile');
    expect(popups().map((p) => p.dataset['popupId'])).toEqual(['1']);
    expect(screen.getByTestId('site-popup-counter').textContent).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(popups().map((p) => p.dataset['popupId'])).toEqual(['2']);
    expect(screen.queryByTestId('site-popup-counter')).toBeNull();
  });

  it("snoozes a popup with '오늘 하루 열지 않기' across visits, and closes one with '닫기' for this visit only", async () => {
    const t = setup([popup(1), popup(2)]);
    const view = await show(t);
    const [first, second] = popups();
    const snooze = within(first as HTMLElement).getByTestId('site-popup-snooze');
    expect(snooze.textContent).toBe('오늘 하루 열지 않기');
    fireEvent.click(snooze);
    expect(t.store.get(popupSnoozeKey(1))).toBe(String(t.clock.now() + 24 * 3_600_000));
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: '닫기' }));
    expect(popups()).toEqual([]);
    view.unmount();
    await show(t);
    expect(popups().map((p) => p.dataset['popupId'])).toEqual(['2']);
  });

  it('hides every popup while the bet slip holds picks', async () => {
    const t = setup([popup(1)], { gamePath: 'europe', count: 1 });
    await show(t);
    expect(popups()).toEqual([]);
    await act(async () => t.slip$.next({ gamePath: 'europe', count: 0 }));
    expect(popups()).toHaveLength(1);
  });

  it('closes the popups when the page is left', async () => {
    const t = setup([popup(1)]);
    const view = await show(t);
    let shown = -1;
    t.vm.state$.subscribe((v) => (shown = v.popups.length));
    expect(shown).toBe(1);
    view.unmount();
    expect(shown).toBe(0);
  });

  it('links the content only to web addresses', async () => {
    await show(setup([popup(1, { link: 'https://event.example/1' }), popup(2, { link: 'javascript:alert(1)' })]));
    const [safe, unsafe] = popups();
    expect(safe?.querySelector('a[target="_blank"]')?.getAttribute('href')).toBe('https://event.example/1');
    expect(unsafe?.querySelector('a')).toBeNull();
    expect([safePopupLink('/events'), safePopupLink('//evil.example'), safePopupLink(' data:text/html,x'), safePopupLink(null)]).toEqual([
      '/events',
      null,
      null,
      null,
    ]);
  });

  it('reads the slip game path as set only while the slip holds picks', () => {
    expect(popupSlipGamePath(null)).toBeNull();
    expect(popupSlipGamePath({ gamePath: 'europe', count: 0 })).toBeNull();
    expect(popupSlipGamePath({ gamePath: 'inplay', count: 2 })).toBe('inplay');
  });
});

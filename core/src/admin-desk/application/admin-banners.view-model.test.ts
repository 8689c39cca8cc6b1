import { BANNER_MESSAGES } from '../../boards/domain/site-banner.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import { FakeBannerDeskGateway } from '../testing/fake-banner-desk-gateway.js';
import { AdminBannersViewModel, type AdminBannersView } from './admin-banners.view-model.js';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

async function setup() {
  const gateway = new FakeBannerDeskGateway();
  gateway.banners_ = [
    { id: 1, title: '카지노 오픈', caption: '', imageUrl: null, link: '/casino', tone: 'red' },
    { id: 2, title: '첫충 10%', caption: '매일', imageUrl: '/images/a.svg', link: '/events', tone: 'gold' },
  ];
  const vm = new AdminBannersViewModel({ gateway });
  let view!: AdminBannersView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  await flush();
  return { gateway, vm, view: () => view };
}

describe('AdminBannersViewModel', () => {
  it('lists the banners in the server order and writes a new one, then reloads and clears the form', async () => {
    const t = await setup();
    expect(t.view().banners.map((b) => b.id)).toEqual([1, 2]);
    t.vm.setField('title', '  주말 이벤트 ');
    t.vm.setField('link', '/minigame');
    t.vm.setField('tone', 'blue');
    t.vm.save();
    await flush();
    expect(t.gateway.calls).toContain('write 주말 이벤트');
    expect(t.view().banners.map((b) => [b.title, b.link, b.tone, b.imageUrl])).toContainEqual(['주말 이벤트', '/minigame', 'blue', null]);
    expect([t.view().alert, t.view().editor.title, t.view().editor.id]).toEqual([M.written, '', null]);
  });

  it('refuses a blank title, a tag and an image address that is not https or a site path, sending nothing', async () => {
    const t = await setup();
    t.vm.save();
    await flush();
    expect(t.view().editor.error).toBe(BANNER_MESSAGES.titleRequired);
    t.vm.setField('title', '<b>x</b>');
    t.vm.save();
    await flush();
    expect(t.view().editor.error).toBe(BANNER_MESSAGES.tagRefused);
    t.vm.setField('title', '배너');
    t.vm.setField('imageUrl', 'javascript:alert(1)');
    t.vm.save();
    await flush();
    expect(t.view().editor.error).toBe(BANNER_MESSAGES.imageRefused);
    await flush();
    expect(t.gateway.calls).toEqual(['banners']);
  });

  it('edits a banner in place, moves one up, and deletes one only after the confirm', async () => {
    const t = await setup();
    t.vm.edit(2);
    expect(t.view().editor).toMatchObject({ id: 2, title: '첫충 10%', imageUrl: '/images/a.svg' });
    t.vm.setField('title', '첫충 15%');
    t.vm.save();
    await flush();
    expect(t.view().banners.find((b) => b.id === 2)?.title).toBe('첫충 15%');
    t.vm.move(2, 'up');
    await flush();
    expect(t.view().banners.map((b) => b.id)).toEqual([2, 1]);
    t.vm.remove(1);
    expect(t.view().confirm?.message).toBe(M.confirmDelete);
    t.vm.cancel();
    await flush();
    expect(t.view().banners).toHaveLength(2);
    t.vm.remove(1);
    t.vm.accept();
    await flush();
    expect([t.view().banners.map((b) => b.id), t.view().alert]).toEqual([[2], M.deleted]);
    t.vm.dispose();
  });

  it("shows the server's refusal of a move past the edge", async () => {
    const t = await setup();
    t.vm.move(1, 'up');
    await flush();
    expect(t.view().alert).toBe('더 이상 이동할 수 없습니다.');
  });
});

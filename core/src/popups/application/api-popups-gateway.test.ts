import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { isPopupActive, popupPlacement } from '../domain/site-popup.js';
import { createApiPopupsGateway } from './api-popups-gateway.js';

describe('createApiPopupsGateway', () => {
  it('reads the site popups with their placements', async () => {
    const http = new FakeHttp().on('GET', '/boardPopup', {
      status: 200,
      body: [
        {
          id: 1,
          popupStatus: 0,
          contents: '<b>공지</b>',
          link: 'https://t.me/x',
          popupSize: 400,
          pcLeftLocation: '10%',
          pcRightLocation: null,
        },
        { id: 2, popupStatus: 1, contents: '꺼짐' },
      ],
    });
    const r = await createApiPopupsGateway(createApiClient(http)).popups();
    expect(http.requests).toEqual([{ method: 'GET', path: '/boardPopup' }]);
    expect(r.ok && r.value.map(isPopupActive)).toEqual([true, false]);
    expect(r.ok && r.value[0] && popupPlacement(r.value[0], 'desktop')).toEqual({ left: '10%', right: null, size: '400px' });
    expect(r.ok && r.value[1]).toMatchObject({ popupFlg: 0, link: null, popupSize: null, notShowingexpireTime: null });
  });

  it('passes failures through', async () => {
    const http = new FakeHttp().on('GET', '/boardPopup', { status: 500, body: null });
    expect(await createApiPopupsGateway(createApiClient(http)).popups()).toMatchObject({
      ok: false,
      error: { kind: 'session', status: 500 },
    });
    http.on('GET', '/boardPopup', { status: 200, body: [{ id: 1, contents: 'x' }] });
    expect(await createApiPopupsGateway(createApiClient(http)).popups()).toMatchObject({
      ok: false,
      error: { kind: 'decode', path: '$[0].popupStatus' },
    });
  });
});

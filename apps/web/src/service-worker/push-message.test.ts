import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ICON, notificationFor, safeAppPath } from './push-message.ts';

const ORIGIN = 'https://duangdee.app';

describe('the service worker’s notifications', () => {
  it('shows the daily fortune the server sends, opening the page it names', () => {
    const message = {
      title: 'ดวงประจำวันศุกร์ของคุณมาแล้ว',
      body: 'สีประจำวันนี้คือสีฟ้า\nอาจมีงานแทรก จัดลำดับไว้ตั้งแต่เช้า',
      url: '/',
      tag: 'daily-fortune',
      lang: 'th',
    };
    expect(notificationFor(JSON.stringify(message), ORIGIN)).toEqual({
      title: message.title,
      options: {
        body: message.body,
        tag: 'daily-fortune',
        lang: 'th',
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_ICON,
        data: { url: '/' },
      },
    });
  });

  it('never opens another site, whatever the message says', () => {
    expect(safeAppPath('/fortune?x=1#top', ORIGIN)).toBe('/fortune?x=1#top');
    expect(safeAppPath('https://duangdee.app/feed', ORIGIN)).toBe('/feed');
    expect(safeAppPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(safeAppPath('//evil.example/phish', ORIGIN)).toBe('/');
    expect(safeAppPath('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(safeAppPath(42, ORIGIN)).toBe('/');
  });

  it('still shows something for an empty or unreadable message', () => {
    for (const payload of [null, '', 'not json', '[1,2]', '{"title": 5}']) {
      const shown = notificationFor(payload, ORIGIN);
      expect(shown.title, String(payload)).toBe('ดวงดี');
      expect(shown.options.data.url).toBe('/');
    }
  });
});

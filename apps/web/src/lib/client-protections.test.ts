import { afterEach, describe, expect, it } from 'vitest';
import {
  blockedShortcut,
  installClientProtections,
  protectionsWanted,
} from './client-protections.ts';
import { readSecurityLog } from './security-log.ts';

const press = (init: KeyboardEventInit) =>
  new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

describe('client protections', () => {
  it('apply only to a production build on a real host', () => {
    expect(protectionsWanted(true, 'duangdee.app')).toBe(true);
    expect(protectionsWanted(true, 'localhost')).toBe(false);
    expect(protectionsWanted(true, '127.0.0.1')).toBe(false);
    expect(protectionsWanted(false, 'duangdee.app')).toBe(false);
  });

  it('name the developer-tool and view-source combinations, and nothing else', () => {
    expect(blockedShortcut(press({ key: 'F12', code: 'F12' }))).toBe('devtools-shortcut');
    for (const code of ['KeyI', 'KeyJ', 'KeyC']) {
      expect(blockedShortcut(press({ key: 'x', code, ctrlKey: true, shiftKey: true }))).toBe(
        'devtools-shortcut',
      );
      expect(blockedShortcut(press({ key: 'x', code, metaKey: true, altKey: true }))).toBe(
        'devtools-shortcut',
      );
    }
    expect(blockedShortcut(press({ key: 'u', code: 'KeyU', ctrlKey: true }))).toBe('view-source');
    expect(blockedShortcut(press({ key: 'u', code: 'KeyU', metaKey: true }))).toBe('view-source');
    // A Thai layout: the physical key counts, not the letter it types.
    expect(blockedShortcut(press({ key: 'ี', code: 'KeyU', ctrlKey: true }))).toBe('view-source');

    for (const ordinary of [
      { key: 'a', code: 'KeyA' },
      { key: 'ก', code: 'KeyD' },
      { key: 'I', code: 'KeyI', shiftKey: true },
      { key: 'c', code: 'KeyC', ctrlKey: true },
      { key: 'v', code: 'KeyV', ctrlKey: true },
      { key: 'V', code: 'KeyV', ctrlKey: true, shiftKey: true },
      { key: 'Enter', code: 'Enter' },
      { key: 'F5', code: 'F5' },
    ]) {
      expect(blockedShortcut(press(ordinary)), JSON.stringify(ordinary)).toBeNull();
    }
  });

  it('block those keys and the context menu, log them, and let typing through', () => {
    uninstall = installClientProtections(window);
    const input = document.createElement('input');
    document.body.append(input);

    const devtools = press({ key: 'I', code: 'KeyI', ctrlKey: true, shiftKey: true });
    input.dispatchEvent(devtools);
    expect(devtools.defaultPrevented).toBe(true);

    const typing = press({ key: 'ด', code: 'KeyF' });
    input.dispatchEvent(typing);
    expect(typing.defaultPrevented).toBe(false);
    const copy = press({ key: 'c', code: 'KeyC', ctrlKey: true });
    input.dispatchEvent(copy);
    expect(copy.defaultPrevented).toBe(false);

    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    input.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);

    expect(readSecurityLog().map((e) => e.kind)).toEqual(['devtools-shortcut', 'context-menu']);
    expect(readSecurityLog()[0]?.detail).toBe('Ctrl+Shift+KeyI');
    input.remove();
  });
});

import { isLocalHostname } from './hostname.ts';
import { appendSecurityLog } from './security-log.ts';

/**
 * Spec §1: outside local environments the context menu, F12, the developer-tool shortcuts and
 * view-source are blocked, and each attempt is noted in the local security log. A deterrent
 * only — anything in a browser can be inspected — so it never gets in the way of typing, and
 * is off in development, in tests and on localhost (decision 020).
 */

/** Whether the protections apply: a production build served from a non-local host. */
export function protectionsWanted(isProductionBuild: boolean, hostname: string): boolean {
  return isProductionBuild && hostname !== '' && !isLocalHostname(hostname);
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * What a key combination would open: `devtools-shortcut` (F12, Ctrl/Cmd+Shift+I, J or C,
 * Cmd+Option+I, J or C on a Mac), `view-source` (Ctrl/Cmd+U), or null for anything else.
 */
export function blockedShortcut(event: KeyLike): 'devtools-shortcut' | 'view-source' | null {
  if (event.key === 'F12' || event.code === 'F12') return 'devtools-shortcut';
  const command = event.ctrlKey || event.metaKey;
  if (!command) return null;
  // The code names the physical key, so a Thai keyboard layout is caught too.
  const letter = /^Key([A-Z])$/.exec(event.code)?.[1] ?? event.key.toUpperCase();
  if ((event.shiftKey || (event.metaKey && event.altKey)) && ['I', 'J', 'C'].includes(letter)) {
    return 'devtools-shortcut';
  }
  if (!event.shiftKey && !event.altKey && letter === 'U') return 'view-source';
  return null;
}

function describe(event: KeyLike): string {
  return [
    event.ctrlKey && 'Ctrl',
    event.metaKey && 'Meta',
    event.altKey && 'Alt',
    event.shiftKey && 'Shift',
    event.code || event.key,
  ]
    .filter(Boolean)
    .join('+');
}

/** The key handler: blocks and logs a listed combination, lets everything else through. */
export function onProtectedKeyDown(event: KeyboardEvent): void {
  const kind = blockedShortcut(event);
  if (!kind) return;
  event.preventDefault();
  event.stopPropagation();
  appendSecurityLog({ kind, detail: describe(event) });
}

function onContextMenu(event: MouseEvent): void {
  event.preventDefault();
  appendSecurityLog({ kind: 'context-menu' });
}

/** Installs the handlers on `target`; returns what removes them. */
export function installClientProtections(target: Window = window): () => void {
  target.addEventListener('keydown', onProtectedKeyDown, { capture: true });
  target.addEventListener('contextmenu', onContextMenu, { capture: true });
  return () => {
    target.removeEventListener('keydown', onProtectedKeyDown, { capture: true });
    target.removeEventListener('contextmenu', onContextMenu, { capture: true });
  };
}

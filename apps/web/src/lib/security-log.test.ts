import { describe, expect, it } from 'vitest';
import { appendSecurityLog, readSecurityLog, SECURITY_LOG_LIMIT } from './security-log.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

describe('the local security log', () => {
  it('keeps the newest 100 entries, oldest first', () => {
    for (let i = 1; i <= 130; i++) appendSecurityLog({ kind: 'context-menu', detail: `#${i}` });
    const log = readSecurityLog();
    expect(SECURITY_LOG_LIMIT).toBe(100);
    expect(log).toHaveLength(100);
    expect(log[0]?.detail).toBe('#31');
    expect(log[99]?.detail).toBe('#130');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.securityLog) ?? '[]')).toHaveLength(100);
  });

  it('notes the path and time, and reads a broken log as empty', () => {
    localStorage.setItem(STORAGE_KEYS.securityLog, '{not json');
    expect(readSecurityLog()).toEqual([]);
    appendSecurityLog({ kind: 'view-source', detail: 'Ctrl+KeyU', path: '/wallet', at: 'now' });
    expect(readSecurityLog()).toEqual([
      { kind: 'view-source', detail: 'Ctrl+KeyU', path: '/wallet', at: 'now' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { startServer } from './server-process.ts';

describe('server process', () => {
  it('refuses to boot with a readable list of bad settings', async () => {
    await expect(startServer({ PORT: 'eighty', LOG_LEVEL: 'loud' })).rejects.toThrow(
      /Invalid configuration:[\s\S]*PORT[\s\S]*LOG_LEVEL/,
    );
  });

  it('drains and exits cleanly on SIGTERM, closing the database', async () => {
    const server = await startServer({ LOG_LEVEL: 'info' });
    const res = await fetch(`${server.url}/api/v1/health`);
    expect(res.status).toBe(200);
    const code = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down');
    await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();
  });
});

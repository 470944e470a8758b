import { describe, expect, it } from 'vitest';
import { handJpeg } from '../support/palm-images.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { ADMIN_EMAIL, BODIES, createSession, funding, type Envelope } from './helpers.ts';

const ctx = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const money = funding(ctx);

describe('the wait a palm reading announces with the built-in engine', () => {
  it('is as short as a topic reading’s, and the reading comes within it', async () => {
    const user = await signInWithOutbox(ctx.app, ctx.database, 'palm-wait@example.com');
    await money.fund(user.userId, 600);
    const topic = await createSession(ctx.app, user, 'career', BODIES.career);
    expect(topic.statusCode, topic.body).toBe(201);
    const topicSeconds =
      topic.json<Envelope<{ estimated_completion_time: number }>>().data.estimated_completion_time;

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fortune/sessions',
      headers: user.auth,
      payload: {},
    });
    const session =
      created.json<Envelope<{ session_id: string; estimated_completion_time: number }>>().data;
    const startedAt = Date.now();
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fortune/sessions/${session.session_id}/start`,
      headers: user.auth,
      payload: { image_data: `data:image/jpeg;base64,${(await handJpeg()).toString('base64')}` },
    });
    expect(started.statusCode, started.body).toBe(202);
    const wait = started.json<Envelope<{ estimated_wait_time: number }>>().data.estimated_wait_time;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(topicSeconds);
    // The session says the same wait as its start did.
    expect(session.estimated_completion_time).toBe(wait);

    for (;;) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/fortune/sessions/${session.session_id}/result`,
        headers: user.auth,
      });
      if (res.statusCode === 200) break;
      expect(Date.now() - startedAt, 'the reading took longer than announced').toBeLessThan(
        wait * 1000,
      );
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});

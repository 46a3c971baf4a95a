// The app's router remembers its matches (worker/lib/memo-router.ts): a remembered match is the same
// as a fresh one, and paths with different ids get their own params.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from '../../../worker/lib/memo-router';

describe('MemoRouter', () => {
  it('answers every request as the router under it would, again and again', async () => {
    const app = new Hono({ router: new MemoRouter() });
    app.use('/users/*', async (c, next) => {
      await next();
      c.header('x-seen', 'users');
    });
    app.get('/users/me', (c) => c.text('me'));
    app.get('/users/:id', (c) => c.text(`user ${c.req.param('id')}`));
    for (let round = 0; round < 3; round++) {
      expect(await (await app.request('/users/me')).text()).toBe('me');
      expect(await (await app.request('/users/7')).text()).toBe('user 7');
      expect(await (await app.request('/users/%C5%81ucja')).text()).toBe('user Łucja');
      expect((await app.request('/users/8')).headers.get('x-seen')).toBe('users');
      expect((await app.request('/nothing')).status).toBe(404);
    }
  });

  it('keeps working past its memory: many ids, each with its own params', async () => {
    const app = new Hono({ router: new MemoRouter() });
    app.get('/items/:id', (c) => c.text(c.req.param('id')));
    for (let i = 0; i < 4500; i++) expect(await (await app.request(`/items/${i}`)).text()).toBe(String(i));
    expect(await (await app.request('/items/3')).text()).toBe('3');
  });
});

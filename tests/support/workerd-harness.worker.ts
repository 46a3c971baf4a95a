// The Worker entry (worker/edge.ts) with its rooms, plus test routes under /__harness/ that call the
// edge platform's realtime and blob store from inside workerd, as features will. Bundled by
// tests/support/workerd.ts; never part of the app.
import edge from '../../worker/edge';
import { createEdgePlatform, type EdgeBindings, type EdgeVars } from '../../worker/platform/edge';

export { Room } from '../../party/room';

type Env = EdgeVars & EdgeBindings;

export default {
  async fetch(request: Request, env: Env, ctx: unknown): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/__harness/')) return edge.fetch(request, env as never, ctx as never);
    const platform = createEdgePlatform(env);
    try {
      switch (url.pathname) {
        case '/__harness/publish': {
          const { room, event, to } = (await request.json()) as { room: string; event: unknown; to?: string[] };
          await platform.realtime.publish(room, event, to ? { to } : undefined);
          return new Response(null, { status: 204 });
        }
        case '/__harness/present': {
          const { room } = (await request.json()) as { room: string };
          return Response.json(await platform.realtime.present(room));
        }
        case '/__harness/disconnect': {
          const { room, user } = (await request.json()) as { room: string; user: string };
          await platform.realtime.disconnect(room, user);
          return new Response(null, { status: 204 });
        }
      }
      const store = platform.blobs.forTenant(url.searchParams.get('tenant') ?? '');
      const key = url.searchParams.get('key') ?? '';
      switch (url.pathname) {
        case '/__harness/put':
          await store.put(key, new Uint8Array(await request.arrayBuffer()), { contentType: request.headers.get('Content-Type') ?? '' });
          return new Response(null, { status: 204 });
        case '/__harness/get': {
          const blob = await store.get(key);
          if (!blob) return new Response(null, { status: 404 });
          return new Response(blob.body, { headers: { 'Content-Type': blob.contentType, 'X-Size': String(blob.size) } });
        }
        case '/__harness/delete':
          await store.delete(key);
          return new Response(null, { status: 204 });
        case '/__harness/list':
          return Response.json(await store.list(url.searchParams.get('prefix') ?? undefined));
      }
      return new Response(null, { status: 404 });
    } catch (error) {
      return new Response(error instanceof Error ? error.message : String(error), { status: 500 });
    }
  },
};

// Builds the Hono app from a platform. No runtime imports: node.ts and edge.ts both use this.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createRouter, type AppEnv } from './lib/context';
import { answerHeaders } from './lib/answer-headers';
import { ApiError, errorBody, handleError } from './lib/errors';
import { absenceRoutes } from './features/absence/routes';
import { calendarFeedRoutes } from './features/calendar-feeds/routes';
import { authRoutes } from './features/auth/routes';
import { consentRoutes } from './features/consent/routes';
import { employeeRoutes } from './features/employees/routes';
import { notificationRoutes } from './features/notifications/routes';
import { sendQueuedPushes } from './features/push/public';
import { pushRoutes } from './features/push/routes';
import { orgRoutes } from './features/org/routes';
import { realtimeRoutes } from './features/realtime/routes';
import { chatRoutes } from './features/chat/routes';
import { crewRoutes } from './features/schedule/crew-routes';
import { staffingRoutes } from './features/staffing/routes';
import { FILE_CSP, FILES_PATH, IMAGE_MAX_BYTES, isUploadPath, UPLOAD_BODY_MAX_BYTES } from './features/media/kinds';
import { mediaRoutes } from './features/media/routes';
import { newsRoutes } from './features/news/routes';
import { telemetryRoutes } from './features/telemetry/routes';
import { qrRoutes } from './features/qr/routes';
import { reportRoutes } from './features/reports/routes';
import { linkPreviewRoutes } from './features/link-preview/routes';
import { scheduleRoutes } from './features/schedule/routes';
import { labourCostRoutes } from './features/labour-cost/routes';
import { labourLawRoutes } from './features/labour-law/routes';
import { availabilityConflicts } from './features/availability/public';
import { availabilityRoutes } from './features/availability/routes';
import { registerPlanCheck } from './lib/plan-conflicts';
import { shiftMarketRoutes } from './features/shift-market/routes';
import { shiftEntryRoutes } from './features/shift-entries/routes';
import { signupRoutes } from './features/signup/routes';
import { skillRoutes } from './features/skills/routes';
import { skillConflicts } from './features/skills/public';
import { tenantRoutes } from './features/tenants/routes';
import { userRoutes } from './features/users/routes';
import { healthRoutes, utilsRoutes } from './features/utils/routes';
import type { Platform } from './platform/types';
import { tenantContext } from './tenancy/middleware';

export const API_VERSION = '0.1.0';
/** JSON and form bodies; uploads get their own, larger limit on their routes. */
export const MAX_BODY_BYTES = 1024 * 1024;

export type AppOptions = {
  /** Wrapped around every /api/ answer, inside the headers above: the Node entry's compression. */
  apiMiddleware?: MiddlewareHandler[];
};

/**
 * The body length a request declares, when the runtime holds it to it: Content-Length without
 * Transfer-Encoding. Node's parser reads exactly that many bytes, and a request with neither header
 * has no body at all (HTTP/1.1). Elsewhere a missing length is unknown: a proxy may have dropped
 * Transfer-Encoding, so the body is counted.
 */
function declaredBodyLength(c: Context<AppEnv>): number | null {
  const incoming = (c.env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)?.incoming?.headers;
  const header = (name: string) => (incoming ? (incoming[name] as string | undefined) : c.req.header(name));
  if (header('transfer-encoding') !== undefined) return null;
  const length = header('content-length');
  if (length === undefined) return incoming ? 0 : null;
  return /^\d+$/.test(length) ? Number(length) : null;
}

// The plan checks of availability and skills (lib/plan-conflicts.ts), once for every app.
registerPlanCheck(skillConflicts);
registerPlanCheck(availabilityConflicts);

export function createApp(platform: Platform, options: AppOptions = {}) {
  const app = createRouter({ memo: true });
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('http.not_found'), 404));
  app.use('*', (c, next) => {
    c.set('platform', platform);
    return next();
  });
  // A served upload (features/media) gets a stricter policy than the app's: nothing in it runs or loads.
  app.use(`${FILES_PATH}/*`, async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', FILE_CSP);
  });
  // The policy and security headers of worker/lib/delivery.ts on every answer (on Node also the web
  // app's files), and no-store on signed-in API answers and the token answer; an answer's own
  // header of the same name stands (the API reference's policy, an upload's, a feed's caching).
  app.use('*', answerHeaders);
  for (const middleware of options.apiMiddleware ?? []) app.use('/api/*', middleware);
  // Uploads (features/media) take an image of up to 5 MB with its multipart framing; over that the
  // answer names the image's limit. Every other body stays within MAX_BODY_BYTES.
  const bodies = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(errorBody('http.payload_too_large'), 413) });
  const uploads = bodyLimit({
    maxSize: UPLOAD_BODY_MAX_BYTES,
    onError: (c) => c.json(new ApiError('media.too_large', { max_mb: IMAGE_MAX_BYTES / (1024 * 1024) }).body(), 413),
  });
  // A GET or HEAD has no body to limit, and a body whose declared length is within the limit needs
  // no counting: asking for the body would make @hono/node-server build a whole Request (an
  // AbortController and a stream) for every call. Only a chunked body, or one declared too long, is
  // read by the limit (which then answers 413).
  app.use('/api/*', (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const upload = method === 'POST' && isUploadPath(c.req.path);
    const declared = declaredBodyLength(c);
    if (declared !== null && declared <= (upload ? UPLOAD_BODY_MAX_BYTES : MAX_BODY_BYTES)) return next();
    return (upload ? uploads : bodies)(c, next);
  });

  // Host-independent routes first: they answer without a tenant.
  app.route('/api', tenantRoutes);
  // Every tenant route runs behind one tenant middleware, with the after-answer work features
  // register here (tenancy/middleware.ts): the pushes a request queued.
  const tenant = tenantContext({ afterAnswer: [sendQueuedPushes] });
  // The specification's path has no /v1; the link preview still answers for the host's tenant.
  app.use('/api/link-preview', tenant);
  app.route('/api', linkPreviewRoutes);
  app.route('/api/v1', healthRoutes);
  app.get('/api/docs', (c) => c.redirect('/api-docs/'));
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'oauth2',
    flows: { password: { tokenUrl: '/api/v1/login/access-token', scopes: {} } },
  });
  // Generated on request from every route registered below.
  app.doc31('/api/v1/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Grafik API',
      version: API_VERSION,
      description: 'Workforce and shift management. Each company is a tenant on its own host (`<tenant>.<domain>`); '
        + 'every path under /api/v1 acts on the tenant of the host it is called on.',
    },
  });

  const v1 = createRouter();
  v1.use('*', tenant);
  v1.route('/', authRoutes);
  v1.route('/', consentRoutes);
  v1.route('/', signupRoutes);
  v1.route('/', userRoutes);
  v1.route('/', orgRoutes);
  v1.route('/', employeeRoutes);
  v1.route('/', scheduleRoutes);
  v1.route('/', labourLawRoutes);
  v1.route('/', labourCostRoutes);
  v1.route('/', availabilityRoutes);
  v1.route('/', crewRoutes);
  v1.route('/', skillRoutes);
  v1.route('/', staffingRoutes);
  v1.route('/', absenceRoutes);
  v1.route('/', notificationRoutes);
  v1.route('/', pushRoutes);
  v1.route('/', chatRoutes);
  v1.route('/', mediaRoutes);
  v1.route('/', newsRoutes);
  v1.route('/', shiftEntryRoutes);
  v1.route('/', shiftMarketRoutes);
  v1.route('/', telemetryRoutes);
  v1.route('/', qrRoutes);
  v1.route('/', reportRoutes);
  v1.route('/', calendarFeedRoutes);
  v1.route('/', realtimeRoutes);
  v1.route('/', utilsRoutes);
  app.route('/api/v1', v1);

  return app;
}

export type App = ReturnType<typeof createApp>;

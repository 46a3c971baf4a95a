// The publish route of the rooms' Worker under `npm start` (node-entry.ts): reached by the Node
// entry on Miniflare's loopback port only, with a secret generated at each start.
export const PUBLISH_PATH = '/__grafik/publish';
export const PUBLISH_SECRET_HEADER = 'x-grafik-publish-secret';

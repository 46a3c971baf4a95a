// What a request tells the rooms through lib/live.ts: this feature's events (events.ts).
import type { LiveEvent as RealtimeEvent } from './events';

declare module '../../lib/live' {
  interface LiveVocabulary {
    event: RealtimeEvent;
  }
}

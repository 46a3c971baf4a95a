// What kind a push has, through lib/live.ts: a notification's kind (the push feature words it).
import type { NotificationKind } from './kinds';

declare module '../../lib/live' {
  interface LiveVocabulary {
    pushKind: NotificationKind;
  }
}

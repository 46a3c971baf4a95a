// What a notification is about. The web app words each kind in the reader's language from the
// notification's `data`; the stored title and body are the English fallback (and the push text).
export const NOTIFICATION_KINDS = [
  'vacation_requested',
  'vacation_approved',
  'vacation_rejected',
  'vacation_canceled',
  'shift_confirmed',
  'signup_pending',
  'news_published',
  'direct_message',
  // Plan edits (docs/plan-edits.md): an admin planned, changed, moved or removed one's shift.
  'plan_changed',
  // Open shifts and shift swaps (features/shift-market).
  'open_shift_published',
  'open_shift_claimed',
  'open_shift_approved',
  'open_shift_rejected',
  'shift_swap_accepted',
  'shift_swap_approved',
  'shift_swap_rejected',
  // Skills (docs/skills.md): a skill of oneself or of someone one manages expires in 30 days, or today.
  'skill_expiring',
  'skill_expired',
  // Availability (features/availability): a change awaits approval; it was approved or rejected.
  'availability_pending',
  'availability_approved',
  'availability_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

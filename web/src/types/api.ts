// The API contract as the worker's zod schemas define it. Type-only: no worker code is bundled.
import type { UserPublic } from '../../../worker/features/users/schemas';

export type { Token } from '../../../worker/features/auth/schemas';
export type { Consent } from '../../../worker/features/consent/schemas';
export type {
  EmployeePublic,
  EmploymentRecordCreate,
  EmploymentRecordPublic,
  EmploymentRecordUpdate,
} from '../../../worker/features/employees/schemas';
export type {
  CompaniesPublic,
  CompanyCreate,
  CompanyPublic,
  CompanyUpdate,
  Country,
  DepartmentCreate,
  DepartmentPublic,
  DepartmentsPublic,
  DepartmentUpdate,
} from '../../../worker/features/org/schemas';
export type { DomainCheck } from '../../../worker/features/tenants/schemas';
export type { UserCreate, UserRegister, UserUpdate, UserUpdateMe, UsersPublic } from '../../../worker/features/users/schemas';
export type { UserPublic };
export type Role = UserPublic['role'];
export type { PatternCreate } from '../../../worker/features/schedule/rules/patterns';
export type {
  ApplyPattern,
  ApplyResult,
  ConfirmResult,
  PlanEditResult,
  ConfirmShift,
  DayShiftPublic,
  EmployeesSchedule,
  EmployeesScheduleCompact,
  OpenShift,
  OpenShifts,
  PatternPublic,
  PatternsPublic,
  ScheduleStatistics,
  WorkSchedule,
} from '../../../worker/features/schedule/schemas';
// Plan edits (docs/plan-edits.md).
export type { RoomMessage } from '../../../party/messages';
export type {
  UserAbsences,
  AbsenceBalance,
  AbsenceCreate,
  AbsencePreview,
  AbsencePublic,
  AbsencesPublic,
  AbsenceStatus,
  AbsenceType,
} from '../../../worker/features/absence/schemas';
export type {
  Availability,
  Change as AvailabilityChange,
  Changes as AvailabilityChanges,
  DepartmentAvailability,
  ExceptionInput as AvailabilityExceptionInput,
  PreferencesInput as AvailabilityPreferencesInput,
  Settings as AvailabilitySettings,
  VersionInput as AvailabilityVersionInput,
  WriteResult as AvailabilityWriteResult,
} from '../../../worker/features/availability/schemas';
export type { CalendarFeed, CalendarFeedCreate, CalendarFeedLink, CalendarFeedList } from '../../../worker/features/calendar-feeds/schemas';
export type { RoomStatus } from '../../../worker/features/chat/kinds';
export type {
  ChatMessage,
  ChatPerson,
  ChatUnread,
  DirectChat,
  DirectPeer,
  DirectPeers,
  MessagePage,
  Room,
  RoomCreate,
  Rooms,
  RoomUpdate,
} from '../../../worker/features/chat/schemas';
export type { Budget, DepartmentCost } from '../../../worker/features/labour-cost/schemas';
export type { RuleId } from '../../../worker/features/labour-law/rules/common';
export type { Breach, BreachCount, LabourLawSettings, LabourLawSettingsUpdate } from '../../../worker/features/labour-law/schemas';
export type { LinkPreview } from '../../../worker/features/link-preview/schemas';
export type { News, NewsCreate, NewsList, NewsUpdate } from '../../../worker/features/news/schemas';
export type { NotificationKind } from '../../../worker/features/notifications/kinds';
export type { NotificationPublic, NotificationsPublic } from '../../../worker/features/notifications/schemas';
export type { PushPreferences, PushPublicKey, PushSubscriptionPublic } from '../../../worker/features/push/schemas';
export type { Card as QrCard, ShortCode as QrShortCode } from '../../../worker/features/qr/schemas';
export type { LiveEvent } from '../../../worker/features/realtime/events';
export type { Ticket } from '../../../worker/features/realtime/schemas';
export type { Crew, CrewMembersResult, Crews } from '../../../worker/features/schedule/crew-schemas';
export type {
  PlanAdd,
  PlanChange,
  PlanChangePublic,
  PlanHistory,
  PlanMove,
  PlanSnapshotPublic,
  ReapplyPattern,
  ReapplyResult,
  ScheduleCell,
} from '../../../worker/features/schedule/schemas';
export type { PatternPreview } from '../../../worker/features/schedule/schemas';
export type { ShiftEntryStatus } from '../../../worker/features/shift-entries/kinds';
export type {
  ShiftEntry,
  ShiftEntryList,
  ShiftEntryOpen,
  ShiftEntryPerson,
  ShiftEntryRow,
  ShiftEntryRowList,
  ShiftEntryScanResult,
} from '../../../worker/features/shift-entries/schemas';
export type {
  OpenShiftClaim,
  OpenShiftCreate,
  OpenShiftDecision,
  OpenShiftOffer,
  OpenShiftOffers,
  ShiftSwap,
  ShiftSwapDecision,
  ShiftSwaps,
} from '../../../worker/features/shift-market/schemas';
export type { SignupPolicy, SignupPolicyBody } from '../../../worker/features/signup/schemas';
export type { Skill, Skills, SkillSettings, UserSkills } from '../../../worker/features/skills/schemas';
export type {
  Candidates as StaffingCandidates,
  Coverage as StaffingCoverage,
  Gaps as StaffingGaps,
  Needs as StaffingNeeds,
  Override as StaffingOverride,
  OverrideCreate as StaffingOverrideCreate,
  Overrides as StaffingOverrides,
} from '../../../worker/features/staffing/schemas';
export type { DailyUsage, Invoice, Invoices, MonthlyUsage, MonthUsagePublic } from '../../../worker/features/telemetry/schemas';
export type { Language as PushLang } from '../../../worker/lib/languages';
export type { PlanConflict } from '../../../worker/lib/plan-conflict-schemas';

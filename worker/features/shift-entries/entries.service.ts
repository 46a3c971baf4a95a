// Shift entries (spec/product-rules.md "Shift entries"; docs/shift-entries.md): admins of a company
// (and superadmins) open a sheet, scan people in and out (scan.service.ts), close it (every open
// row ends at the close instant) and may reopen it.
import { requireAccess } from '../../access';
import { companyScope, reachableCompanies } from '../../access/scope';
import { ApiError, conflict, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { stopShift } from '../schedule/public';
import { entryPersonIds, toEntry, toRows } from './answers';
import {
  closeEntryRow,
  companyFacts,
  departmentCompany,
  entriesPage,
  findEntry,
  insertEntry,
  personsByIds,
  reopenEntryRow,
  rowsPage,
  type EntryJoined,
} from './queries';
import type { ShiftEntry, ShiftEntryList, ShiftEntryListQuery, ShiftEntryOpen, ShiftEntryRowList, ShiftEntryRowsQuery } from './schemas';

export async function listEntries(ctx: RequestContext, query: ShiftEntryListQuery): Promise<ShiftEntryList> {
  const page = await entriesPage(
    ctx.db,
    companyScope(ctx),
    {
      status: query.status,
      companyId: query.company_id,
      departmentId: query.department_id,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    },
    query,
  );
  return { data: await describe(ctx, page.rows), count: page.count };
}

export async function getEntry(ctx: RequestContext, id: string): Promise<ShiftEntry> {
  return (await describe(ctx, [await requireAccess(ctx, 'shift_entry.manage', id)]))[0]!;
}

export async function openEntry(ctx: RequestContext, input: ShiftEntryOpen): Promise<ShiftEntry> {
  const company = await companyFacts(ctx.db, input.company_id);
  if (!company) {
    throw ValidationError.field(['body', 'company_id'], fieldMessage('shift_entries.company_unknown', { company_id: input.company_id }));
  }
  const mine = await reachableCompanies(ctx);
  if (mine !== null && !mine.includes(company.id)) {
    throw ValidationError.field(['body', 'company_id'], fieldMessage('shift_entries.company_outside', { company_id: company.id }));
  }
  if (input.department_id) {
    const owner = await departmentCompany(ctx.db, input.department_id);
    if (!owner) {
      throw ValidationError.field(
        ['body', 'department_id'],
        fieldMessage('shift_entries.department_unknown', { department_id: input.department_id }),
      );
    }
    if (owner !== company.id) throw ValidationError.field(['body', 'department_id'], fieldMessage('department.other_company'));
  }
  const id = timeOrderedId(ctx.now.getTime());
  await insertEntry(ctx.db, {
    id,
    name: input.name,
    description: input.description || null,
    status: 'opened',
    companyId: company.id,
    departmentId: input.department_id ?? null,
    clockIn: input.clock_in,
    createdBy: ctx.actor.id,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return (await describe(ctx, [(await findEntry(ctx.db, id))!]))[0]!;
}

/**
 * Closes an entry: every open row ends at the close instant, in one write transaction. In a
 * clock-in entry the day shifts those rows started are stopped too (a refusal, such as a shift the
 * person stopped themselves, leaves that shift as it is).
 */
export async function closeEntry(ctx: RequestContext, id: string): Promise<ShiftEntry> {
  const entry = await requireAccess(ctx, 'shift_entry.manage', id);
  const ended = await ctx.db.transaction((tx) => closeEntryRow(tx, id, ctx.actor.id, ctx.now));
  if (!ended) throw conflict('shift_entries.already_closed');
  if (entry.clockIn) {
    const withShift = ended.filter((row) => row.shiftId);
    const persons = await personsByIds(ctx.db, withShift.map((row) => row.userId));
    for (const row of withShift) {
      const person = persons.get(row.userId);
      if (!person) continue;
      try {
        await stopShift({ ...ctx, actor: { id: person.id, role: person.role } }, row.shiftId!);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
  }
  return getEntry(ctx, id);
}

export async function reopenEntry(ctx: RequestContext, id: string): Promise<ShiftEntry> {
  await requireAccess(ctx, 'shift_entry.manage', id);
  if (!(await ctx.db.transaction((tx) => reopenEntryRow(tx, id, ctx.now)))) throw conflict('shift_entries.already_open');
  return getEntry(ctx, id);
}

export async function listRows(ctx: RequestContext, id: string, query: ShiftEntryRowsQuery): Promise<ShiftEntryRowList> {
  await requireAccess(ctx, 'shift_entry.manage', id);
  const page = await rowsPage(ctx.db, id, query);
  return { data: toRows(page.rows), count: page.count };
}

async function describe(ctx: RequestContext, entries: readonly EntryJoined[]): Promise<ShiftEntry[]> {
  const persons = await personsByIds(ctx.db, entryPersonIds(entries));
  return entries.map((entry) => toEntry(entry, persons));
}

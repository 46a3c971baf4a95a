// The demo tenant that `npm start` creates on an empty data directory: two companies (Poland and
// Ukraine), four departments and 43 employees with employment records (three of them students on
// no rotation, demo/availability.ts), three schedule patterns and
// three months of shifts (demo/schedule.ts). The demo accounts share one password, hashed once;
// everything after the first superadmin goes in one transaction of a few multi-row inserts, so the
// first start stays fast. ensureDemoShiftsToday runs on every start (worker/node.ts).
import { hashPassword } from '../auth/password';
import {
  companies,
  crewMembers,
  crews,
  dayShifts,
  departments,
  employmentRecords,
  schedulePatterns,
  skills,
  userSkills,
  users,
} from '../db/schema';
import type { Role } from '../features/users/roles';
import { userSortKey } from '../features/users/sort-key';
import { deriveAcronym, searchText } from '../features/users/profile';
import { findUserByEmail } from '../features/users/users.service';
import type { Platform } from '../platform/types';
import { provisionTenant } from '../features/tenants/provision';
import { findTenant } from '../tenancy/registry';
import { seedDemoAbsences } from './absences';
import { seedDemoChat } from './chat';
import { seedDemoNews } from './news';
import { seedDemoShiftEntries } from './shift-entries';
import { seedDemoShiftMarket } from './shift-market';
import { seedDemoUsage } from './telemetry';
import { seedDemoLabourLaw } from './labour-law';
import { seedDemoLabourCost } from './labour-cost';
import { DEMO_CREW_NAMES, demoCrewRows } from './crews';
import { demoSkillRows } from './skills';
import { seedDemoStaffing } from './staffing';
import { demoPatternRows, demoShiftRows, ensureShiftsToday, type DemoEmployee, type DemoPatternKey } from './schedule';
import { seedDemoPlanEdits } from './plan-edits';
import { seedDemoCards } from './cards';
import { DEMO_STUDENT_JOB, DEMO_STUDENTS, seedDemoAvailability } from './availability';

export const DEMO_TENANT = { slug: 'acme', name: 'Acme' };
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_ACCOUNTS: { email: string; role: Role; fullName: string }[] = [
  { email: 'super@acme.test', role: 'superadmin', fullName: 'Zofia Nowak' },
  { email: 'admin@acme.test', role: 'admin', fullName: 'Adam Kowalski' },
  { email: 'admin2@acme.test', role: 'admin', fullName: 'Ewelina Sikora' },
  { email: 'user@acme.test', role: 'user', fullName: 'Jan Wiśniewski' },
];

type Company = typeof companies.$inferInsert;
type Department = typeof departments.$inferInsert;
type Person = { email: string; fullName: string; phone: string; role?: Role };
type NewUser = Person & { id: string };
type Job = {
  position: string;
  contractType: string;
  salary: number;
  vacationDays: number;
  startDate: string;
  endDate?: string;
};

const POLISH_STAFF: [string, string][] = [
  ['Anna Nowicka', 'anna.nowicka'],
  ['Piotr Wójcik', 'piotr.wojcik'],
  ['Katarzyna Kamińska', 'katarzyna.kaminska'],
  ['Tomasz Lewandowski', 'tomasz.lewandowski'],
  ['Magdalena Zielińska', 'magdalena.zielinska'],
  ['Krzysztof Szymański', 'krzysztof.szymanski'],
  ['Agnieszka Woźniak', 'agnieszka.wozniak'],
  ['Michał Dąbrowski', 'michal.dabrowski'],
  ['Ewa Kozłowska', 'ewa.kozlowska'],
  ['Paweł Jankowski', 'pawel.jankowski'],
  ['Joanna Mazur', 'joanna.mazur'],
  ['Marcin Kwiatkowski', 'marcin.kwiatkowski'],
  ['Małgorzata Krawczyk', 'malgorzata.krawczyk'],
  ['Łukasz Piotrowski', 'lukasz.piotrowski'],
  ['Barbara Grabowska', 'barbara.grabowska'],
  ['Grzegorz Pawłowski', 'grzegorz.pawlowski'],
  ['Aleksandra Michalska', 'aleksandra.michalska'],
  ['Jakub Król', 'jakub.krol'],
  ['Dorota Wieczorek', 'dorota.wieczorek'],
  ['Marek Jabłoński', 'marek.jablonski'],
];

const UKRAINIAN_STAFF: [string, string][] = [
  ['Олена Шевченко', 'olena.shevchenko'],
  ['Андрій Бондаренко', 'andrii.bondarenko'],
  ['Наталія Ткаченко', 'nataliia.tkachenko'],
  ['Сергій Кравченко', 'serhii.kravchenko'],
  ['Ірина Олійник', 'iryna.oliinyk'],
  ['Дмитро Мельник', 'dmytro.melnyk'],
  ['Оксана Поліщук', 'oksana.polishchuk'],
  ['Віктор Руденко', 'viktor.rudenko'],
  ['Юлія Савченко', 'yuliia.savchenko'],
  ['Максим Лисенко', 'maksym.lysenko'],
  ['Тетяна Марченко', 'tetiana.marchenko'],
  ['Олександр Петренко', 'oleksandr.petrenko'],
  ['Світлана Мороз', 'svitlana.moroz'],
  ['Богдан Кузьменко', 'bohdan.kuzmenko'],
  ['Анастасія Павленко', 'anastasiia.pavlenko'],
  ['Василь Гончаренко', 'vasyl.honcharenko'],
  ['Людмила Литвиненко', 'liudmyla.lytvynenko'],
];

const POLISH_POSITIONS = [
  'Operator maszyn',
  'Monter',
  'Kontroler jakości',
  'Magazynier',
  'Kierowca wózka widłowego',
  'Specjalista ds. logistyki',
];
const UKRAINIAN_POSITIONS = [
  'Оператор верстата',
  'Складальник',
  'Контролер якості',
  'Комірник',
  'Водій навантажувача',
  'Менеджер з логістики',
];

/** A start date spread over the last years, the same on every run. */
const startDate = (i: number) => `${2018 + (i % 7)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-01`;

/** Creates the demo tenant when it is missing; answers whether it did. */
export async function ensureDemoTenant(platform: Pick<Platform, 'control' | 'databases' | 'blobs' | 'now'>): Promise<boolean> {
  if (await findTenant(platform.control, DEMO_TENANT.slug)) return false;
  const [owner, ...others] = DEMO_ACCOUNTS;
  await provisionTenant(platform, {
    ...DEMO_TENANT,
    adminEmail: owner!.email,
    adminPassword: DEMO_PASSWORD,
    adminName: owner!.fullName,
  });
  const db = await platform.databases.get(DEMO_TENANT.slug);
  const superadmin = await findUserByEmail(db, owner!.email);
  const hashedPassword = await hashPassword(DEMO_PASSWORD);

  const poland: Company = {
    id: crypto.randomUUID(),
    name: 'Acme Polska sp. z o.o.',
    nip: '6772104530',
    regon: '356032100',
    address: 'ul. Przemysłowa 12, 30-701 Kraków',
    phone: '+48 12 345 67 00',
    email: 'biuro@acme-polska.test',
    website: 'https://acme-polska.example.com',
    description: 'Produkcja i dystrybucja części do maszyn rolniczych.',
    extraFields: { KRS: '0000123456', BDO: '000012345' },
    timezone: 'Europe/Warsaw',
    country: 'PL',
    autoConfirmEnabled: true,
    autoConfirmToleranceMinutes: 15,
  };
  const ukraine: Company = {
    id: crypto.randomUUID(),
    name: 'ТОВ «Акме Україна»',
    address: 'вул. Промислова, 8, Львів, 79000',
    phone: '+380 32 245 10 00',
    email: 'office@acme-ukraina.test',
    website: 'https://acme-ukraina.example.com',
    description: 'Складання та сервіс сільськогосподарської техніки.',
    extraFields: { ЄДРПОУ: '41234567' },
    timezone: 'Europe/Kyiv',
    country: 'UA',
    autoConfirmEnabled: false,
    autoConfirmToleranceMinutes: 15,
  };
  const dept = (company: Company, name: string, description: string): Department => ({
    id: crypto.randomUUID(),
    companyId: company.id!,
    name,
    description,
    createdBy: superadmin?.id ?? null,
  });
  const production = dept(poland, 'Produkcja', 'Hala produkcyjna, trzy zmiany');
  const warehouse = dept(poland, 'Magazyn i logistyka', 'Przyjęcia, wydania i transport wewnętrzny');
  const assembly = dept(ukraine, 'Виробництво', 'Складальний цех');
  const logistics = dept(ukraine, 'Логістика', 'Склад і доставка');

  const people: NewUser[] = [];
  const records: (typeof employmentRecords.$inferInsert)[] = [];
  const scheduled: DemoEmployee[] = [];
  // Produkcja's crews A-D (demo/crews.ts) share its current people evenly, in the order hired.
  let fourCrewPeople = 0;
  const hire = (person: Person, company: Company, department: Department, job: Job, plan?: [DemoPatternKey, number]) => {
    const userId = crypto.randomUUID();
    people.push({ ...person, id: userId });
    if (plan && !job.endDate) {
      const crew = plan[0] === 'fourCrew' ? fourCrewPeople++ % DEMO_CREW_NAMES.length : plan[1];
      scheduled.push({ userId, email: person.email, companyId: company.id!, pattern: plan[0], crew });
    }
    records.push({
      id: crypto.randomUUID(),
      userId,
      companyId: company.id!,
      departmentId: department.id!,
      position: job.position,
      contractType: job.contractType,
      salary: job.salary,
      vacationDays: job.vacationDays,
      availableVacationHours: job.vacationDays * 8,
      carryoverVacationHours: 0,
      // A whole year under employment: the full entitlement (absence/rules/balance.ts).
      accruedVacationHours: job.vacationDays * 8,
      startDate: job.startDate,
      endDate: job.endDate ?? null,
      createdBy: superadmin?.id ?? null,
      updatedBy: superadmin?.id ?? null,
    });
  };
  const [admin, admin2, user] = others;
  const polishJob = (position: string, salary: number, start: string): Job => ({
    position,
    contractType: 'Umowa o pracę',
    salary,
    vacationDays: 26,
    startDate: start,
  });
  // The demo admins and user work in the same Polish company and department.
  // Work schedule: the office week for the admins, office staff and logistics; the 4-crew rotation
  // in Polish production (the demo user in its first crew); the night rotation in Ukrainian production.
  hire({ ...admin!, phone: '+48 600 100 101' }, poland, production, polishJob('Kierownik produkcji', 12500, '2017-03-01'), ['office', 0]);
  hire({ ...admin2!, phone: '+48 600 100 102' }, poland, production, polishJob('Zastępca kierownika', 10200, '2019-09-01'), ['office', 0]);
  hire({ ...user!, phone: '+48 600 100 103' }, poland, production, polishJob('Operator maszyn', 6800, '2021-02-01'), ['fourCrew', 0]);
  POLISH_STAFF.forEach(([fullName, local], i) => {
    const phone = `+48 601 ${200 + i * 7} ${310 + i * 13}`;
    hire({ email: `${local}@acme.test`, fullName, phone }, poland, i % 2 ? warehouse : production, {
      position: POLISH_POSITIONS[(i % 2 ? 3 : 0) + (i % 3)]!,
      contractType: i % 5 === 4 ? 'Umowa zlecenie' : 'Umowa o pracę',
      salary: 5200 + ((i * 370) % 3500),
      vacationDays: i % 3 === 0 ? 20 : 26,
      startDate: startDate(i),
      // A former employee in each company: their record has ended.
      endDate: i === 14 ? '2024-06-30' : undefined,
    }, i % 2 ? ['office', 0] : ['fourCrew', (i / 2) % 4]);
  });
  // Students on a civil contract in Magazyn, on no rotation: evenings and weekends (demo/availability.ts).
  DEMO_STUDENTS.forEach(([fullName, local, phone]) => {
    hire({ email: `${local}@acme.test`, fullName, phone }, poland, warehouse, {
      ...DEMO_STUDENT_JOB,
      salary: 4666,
      vacationDays: 20,
      startDate: '2025-10-01',
    });
  });
  UKRAINIAN_STAFF.forEach(([fullName, local], i) => {
    const phone = `+380 67 ${120 + i * 11} ${10 + i * 3} ${40 + i}`;
    hire({ email: `${local}@acme.test`, fullName, phone }, ukraine, i % 2 ? logistics : assembly, {
      position: UKRAINIAN_POSITIONS[(i % 2 ? 3 : 0) + (i % 3)]!,
      contractType: i % 4 === 3 ? 'ФОП' : 'Трудовий договір',
      salary: 18000 + ((i * 1700) % 14000),
      vacationDays: 24,
      startDate: startDate(i + 3),
      endDate: i === 15 ? '2024-12-31' : undefined,
    }, i % 2 ? ['office', 0] : ['nights', (i / 2) % 2]);
  });

  const now = platform.now();
  const adminId = people.find((p) => p.email === admin!.email)?.id ?? null;
  const patterns = demoPatternRows({ fourCrew: production.id, nights: assembly.id }, superadmin?.id ?? null, now);
  const patternIds = Object.fromEntries(patterns.map((p) => [p.key, p.id!])) as Record<DemoPatternKey, string>;
  // Skills (demo/skills.ts): Produkcja's night shift requires the forklift licence.
  const firstAiders = people.filter((p) => p.email === user!.email || p.email === admin!.email).map((p) => p.id!);
  const demoSkills = demoSkillRows(scheduled, firstAiders, now, poland.timezone!);
  for (const pattern of patterns) {
    if (pattern.key === 'fourCrew') {
      pattern.shifts = pattern.shifts.map((
        shift,
      ) => (shift.type === 'Nocna' ? { ...shift, required_skill_id: demoSkills.ids.udt } : shift));
    }
  }
  const shifts = demoShiftRows({
    now,
    companies: [
      { id: poland.id!, timezone: poland.timezone!, country: 'PL', adminId },
      { id: ukraine.id!, timezone: ukraine.timezone!, country: 'UA', adminId: null },
    ],
    employees: scheduled,
    patternIds,
    superadminId: superadmin?.id ?? null,
  });

  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      people.map((person) => {
        const acronym = deriveAcronym(person.fullName);
        return {
          id: person.id,
          email: person.email,
          fullName: person.fullName,
          acronym,
          phone1: person.phone,
          role: person.role ?? 'user',
          hashedPassword,
          searchText: searchText({ email: person.email, fullName: person.fullName, acronym }),
          sortKey: userSortKey({ email: person.email, fullName: person.fullName }),
        };
      }),
    );
    await tx.insert(companies).values([poland, ukraine]);
    await tx.insert(departments).values([production, warehouse, assembly, logistics]);
    await tx.insert(employmentRecords).values(records);
    await tx.insert(skills).values(demoSkills.skillRows);
    await tx.insert(schedulePatterns).values(patterns.map(({ key: _key, ...row }) => row));
    for (let i = 0; i < shifts.length; i += 200) await tx.insert(dayShifts).values(shifts.slice(i, i + 200));
    const { crewRows, memberRows } = demoCrewRows(production.id!, scheduled, now);
    await tx.insert(crews).values(crewRows);
    if (memberRows.length) await tx.insert(crewMembers).values(memberRows);
    if (demoSkills.holdings.length) await tx.insert(userSkills).values(demoSkills.holdings);
  });
  await ensureShiftsToday(db, now);
  await seedDemoAbsences(db, now, DEMO_ACCOUNTS.map((account) => account.email));
  const blobs = platform.blobs.forTenant(DEMO_TENANT.slug);
  await seedDemoChat(db, blobs, now);
  await seedDemoNews(db, blobs, now);
  await seedDemoShiftEntries(db, now);
  await seedDemoPlanEdits(db, now);
  // After the hand edits, so that the night before its short rest is where the plan has it.
  await seedDemoLabourLaw(db, now, { id: poland.id!, timezone: poland.timezone! });
  await seedDemoShiftMarket(db, now, DEMO_ACCOUNTS.map((account) => account.email));
  await seedDemoLabourCost(db, now, { id: poland.id!, timezone: poland.timezone! }, { id: production.id! });
  await seedDemoUsage(db, platform.control, DEMO_TENANT.slug, now);
  await seedDemoCards(db, now, records.filter((record) => record.companyId === poland.id).map((record) => record.userId));
  await seedDemoAvailability(db, now, { id: poland.id!, timezone: poland.timezone! });
  // Last: its needs follow the plan as the edits and the market left it.
  await seedDemoStaffing(db, now, { id: production.id!, timezone: poland.timezone! }, demoSkills.ids.udt);
  return true;
}

/**
 * On every start of the Node entry: the demo accounts find a planned, not yet started shift today
 * (demo/schedule.ts ensureShiftsToday). Only for the demo tenant; three small queries when nothing is needed.
 */
export async function ensureDemoShiftsToday(platform: Pick<Platform, 'control' | 'databases' | 'now'>): Promise<number> {
  if (!(await findTenant(platform.control, DEMO_TENANT.slug))) return 0;
  return ensureShiftsToday(await platform.databases.get(DEMO_TENANT.slug), platform.now());
}

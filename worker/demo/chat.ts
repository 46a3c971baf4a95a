// The demo tenant's chat: the Polish company's announcements channel 'Ogłoszenia', a team room of
// Produkcja, a few days of messages in each, and direct conversations of the demo user and admin
// with colleagues, some of them unread. Times are relative to the platform clock.
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMembers, chatMessages, chats, companies, departments, employmentRecords, users } from '../db/schema';
import { directKey } from '../features/chat/queries';
import { FILES_PATH } from '../features/media/kinds';
import { timeOrderedId } from '../lib/ids';
import type { BlobStore } from '../platform/blobs';
import { gradientPng } from './news';
import { localDate } from '../lib/time';

const HOUR = 3_600_000;

type Line = [hoursAgo: number, author: string, body: string];

const ANNOUNCEMENTS: Line[] = [
  [98, 'admin', 'Dzień dobry wszystkim! W piątek o 14:00 krótkie spotkanie BHP w stołówce, obecność obowiązkowa.'],
  [74, 'admin2', 'Przypominamy: od poniedziałku nowy grafik dla brygad A–D jest w aplikacji (Grafik pracy).'],
  [50, 'super', 'Wnioski urlopowe na grudzień prosimy składać do 30 listopada przez zakładkę Nieobecności.'],
  [26, 'admin', 'Parking przy bramie nr 2 będzie zamknięty w czwartek od 6:00 do 10:00 (malowanie linii).'],
  [3, 'admin2', 'Stołówka: od jutra w menu także zupa dnia wege. Smacznego!'],
];

const TEAM: Line[] = [
  [52, 'admin', 'Brygada A: linia 3 wraca po przeglądzie, start o 6:00 zgodnie z planem.'],
  [51.5, 'user', 'Przyjąłem. Czy mamy już nowe noże do gilotyny?'],
  [51, 'staff0', 'Są w magazynie, odbiorę przed zmianą.'],
  [28, 'admin2', 'Na nocnej zmianie czujnik na linii 2 zgłaszał błędy – proszę o uwagę.'],
  [27.5, 'staff2', 'Sprawdzone: poluzowana wtyczka. Już działa.'],
  [6, 'admin', 'Dziś po 14:00 odwiedzi nas klient – porządek na stanowiskach, dziękuję!'],
  [2, 'staff0', 'Linia 1 gotowa, zaczynamy partię 4711.'],
  [0.5, 'staff2', 'Kto ma klucz do szafki z rękawicami?'],
];

/** Seeds the chat once, right after the people and absences; does nothing without the Polish company. */
export async function seedDemoChat(db: Db, blobs: BlobStore, now: Date): Promise<void> {
  const [poland] = await db.select().from(companies).where(eq(companies.country, 'PL')).limit(1);
  const [production] = poland
    ? await db.select().from(departments).where(and(eq(departments.companyId, poland.id), eq(departments.name, 'Produkcja'))).limit(1)
    : [];
  if (!poland || !production) return;
  const today = localDate(now, poland.timezone);
  const current = or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, today));
  const staffOf = (where: ReturnType<typeof and>) =>
    db
      .selectDistinct({ id: users.id, email: users.email })
      .from(employmentRecords)
      .innerJoin(users, eq(users.id, employmentRecords.userId))
      .where(and(where, current, eq(users.isActive, true)))
      .orderBy(users.email);
  const polish = await staffOf(eq(employmentRecords.companyId, poland.id));
  const team = await staffOf(eq(employmentRecords.departmentId, production.id));
  const [superadmin] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, 'super@acme.test')).limit(1);
  const byEmail = new Map([...polish, ...(superadmin ? [superadmin] : [])].map((p) => [p.email, p.id]));
  const demo = (name: string) => byEmail.get(`${name}@acme.test`);
  const colleagues = team.filter((p) => !/^(admin|admin2|user|super)@/.test(p.email));
  const cast: Record<string, string | undefined> = {
    admin: demo('admin'),
    admin2: demo('admin2'),
    user: demo('user'),
    super: superadmin?.id,
    staff0: colleagues[0]?.id,
    staff1: colleagues[1]?.id,
    staff2: colleagues[2]?.id,
  };
  const userId = cast.user;
  const adminId = cast.admin;
  if (!adminId || !userId || !cast.staff0) return;

  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  // The channel's picture: a banner drawn here, stored as an upload of its admin (demo/news.ts).
  const channelImage = `rooms/${adminId}/${timeOrderedId(now.getTime() - 120 * HOUR)}.png`;
  await blobs.put(channelImage, await gradientPng(256, 256, [249, 115, 22], [190, 18, 60]), { contentType: 'image/png' });

  await db.transaction(async (tx) => {
    /** A conversation with its members and lines, read by all but the last `unreadFor[member]` messages of others. */
    const conversation = async (
      chat: Omit<typeof chats.$inferInsert, 'id' | 'createdAt' | 'lastMessageId'>,
      members: string[],
      lines: Line[],
      unreadFor: Record<string, number> = {},
    ) => {
      const id = timeOrderedId(now.getTime());
      const written = lines.flatMap((
        [hoursAgo, who, body],
      ) => (cast[who] ? [{ id: '', chatId: id, authorId: cast[who]!, body, createdAt: at(hoursAgo) }] : []));
      for (const message of written) message.id = timeOrderedId(now.getTime());
      const last = written.at(-1)?.id ?? '';
      await tx.insert(chats).values({ ...chat, id, createdAt: at(120), lastMessageId: last });
      if (written.length) await tx.insert(chatMessages).values(written);
      const readBy = (userId: string) => {
        const unread = unreadFor[userId] ?? 0;
        // Unread: the last `unread` messages of others; one's own messages are read.
        const others = written.filter((m) => m.authorId !== userId);
        const firstUnread = unread ? others[others.length - unread] : undefined;
        const before = firstUnread ? written.filter((m) => m.id < firstUnread.id).at(-1)?.id : last;
        return before ?? '';
      };
      const unique = [...new Set(members)];
      for (let i = 0; i < unique.length; i += 200) {
        await tx.insert(chatMembers).values(
          unique.slice(i, i + 200).map((userId) => ({ chatId: id, userId, joinedAt: at(120), lastReadId: readBy(userId) })),
        );
      }
    };

    const everyone = [...polish.map((p) => p.id), ...(superadmin ? [superadmin.id] : [])];
    await conversation(
      {
        kind: 'room',
        name: 'Ogłoszenia',
        description: 'Komunikaty dla wszystkich pracowników Acme Polska',
        image: `${FILES_PATH}/${channelImage}`,
        isChannel: true,
        companyId: poland.id,
        createdBy: adminId,
      },
      everyone,
      ANNOUNCEMENTS,
      { [userId]: 1 },
    );
    await conversation(
      {
        kind: 'room',
        name: 'Produkcja – zmiany',
        description: 'Bieżące sprawy hali produkcyjnej',
        companyId: poland.id,
        createdBy: adminId,
      },
      team.map((p) => p.id),
      TEAM,
      { [userId]: 2, [adminId]: 1 },
    );

    const direct = (a: string, b: string | undefined, lines: [number, 'a' | 'b', string][], unreadFor: Record<string, number>) =>
      b
        ? conversation(
          { kind: 'direct', directKey: directKey(a, b), createdBy: a },
          [a, b],
          lines.map(([hoursAgo, who, body]) => [hoursAgo, who === 'a' ? keyOf(a) : keyOf(b), body]),
          unreadFor,
        )
        : Promise.resolve();
    const keyOf = (id: string) => Object.entries(cast).find(([, value]) => value === id)![0];

    await direct(
      userId,
      adminId,
      [
        [30, 'a', 'Dzień dobry, czy mogę zamienić się zmianą w sobotę z Kasią?'],
        [29.5, 'b', 'Tak, jeśli obie brygady mają obsadę. Złóż proszę prośbę w grafiku.'],
        [29, 'a', 'Dziękuję, zrobione.'],
      ],
      {},
    );
    await direct(
      userId,
      cast.staff0,
      [
        [5, 'b', 'Cześć, jedziesz jutro na 6:00? Mogę się zabrać?'],
        [4 + 50 / 60, 'b', 'Zapłacę za paliwo :)'],
      ],
      { [userId]: 2 },
    );
    await direct(
      adminId,
      cast.staff2,
      [
        [8, 'a', 'Proszę o raport z przeglądu linii 2 do końca dnia.'],
        [1 + 20 / 60, 'b', 'Raport wysłany mailem, w załączniku zdjęcia czujnika.'],
      ],
      { [adminId]: 1 },
    );
  });
}

// The demo tenant's company news: a few items of the last weeks, for the Polish company, the
// Ukrainian one and everyone, with cover images (gradient banners drawn here, so the demo needs no
// files) and Markdown with lists, emphasis and links. The newest item is unread on the bell of the
// Polish company's people. Times are relative to the platform clock.
import { and, eq, inArray, isNull, or, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, employmentRecords, users } from '../db/schema';
import { FILES_PATH } from '../features/media/kinds';
import { insertNews } from '../features/news/queries';
import { notify } from '../features/notifications/service';
import { timeOrderedId } from '../lib/ids';
import { localDate } from '../lib/time';
import type { BlobStore } from '../platform/blobs';

const DAY = 86_400_000;

type DemoItem = {
  daysAgo: number;
  author: string;
  audience: 'PL' | 'UA' | 'all';
  title: string;
  body: string;
  /** Two colours of the banner's gradient, or none. */
  cover?: [number, number, number][];
};

const ITEMS: DemoItem[] = [
  {
    daysAgo: 24,
    author: 'super@acme.test',
    audience: 'all',
    title: 'Witamy w Grafiku! / Ласкаво просимо до Grafik!',
    body: 'Od dziś grafiki, urlopy i czat są w jednej aplikacji.\n\n'
      + '- **Grafik pracy**: Twoje zmiany i godziny\n- **Nieobecności**: wnioski urlopowe i saldo\n- **Czat**: pokoje zespołów i wiadomości prywatne\n\n'
      + 'Від сьогодні графіки, відпустки та чат — в одному застосунку.',
    cover: [
      [249, 115, 22],
      [124, 45, 18],
    ],
  },
  {
    daysAgo: 12,
    author: 'admin2@acme.test',
    audience: 'PL',
    title: 'Szkolenie BHP dla nowych pracowników',
    body: 'Szkolenie wstępne BHP odbędzie się w **czwartek o 8:00** w sali konferencyjnej (budynek B).\n\n'
      + 'Prosimy zabrać dowód osobisty i obuwie robocze. Materiały: [Państwowa Inspekcja Pracy](https://www.pip.gov.pl/).',
  },
  {
    daysAgo: 6,
    author: 'super@acme.test',
    audience: 'UA',
    title: 'Новий графік змін на складі',
    body: 'З наступного понеділка склад у Львові працює у дві зміни: **6:00–14:00** та **14:00–22:00**.\n\n'
      + 'Графік уже в застосунку, розділ «Графік роботи». Питання — до керівника зміни.',
    cover: [
      [37, 99, 235],
      [250, 204, 21],
    ],
  },
  {
    daysAgo: 2,
    author: 'admin@acme.test',
    audience: 'PL',
    title: 'Wigilia firmowa 19 grudnia',
    body: 'Zapraszamy wszystkich na **wigilię firmową** w piątek 19 grudnia o 15:00 w stołówce.\n\n'
      + '1. Zmiana A kończy o 14:30\n2. Zmiana B zaczyna o 16:00\n3. Opłatek i barszcz dla wszystkich\n\n'
      + 'Zapisy na listę do środy u kierowników zmian. Szczegóły: https://acme-polska.example.com/wigilia',
    cover: [
      [22, 101, 52],
      [185, 28, 28],
    ],
  },
];

/** Seeds the news once, right after the people; does nothing without both demo companies. */
export async function seedDemoNews(db: Db, blobs: BlobStore, now: Date): Promise<void> {
  const all = await db.select().from(companies);
  const byCountry = (country: string) => all.find((company) => company.country === country);
  const poland = byCountry('PL');
  const ukraine = byCountry('UA');
  if (!poland || !ukraine) return;
  const authors = await db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(
    inArray(users.email, [...new Set(ITEMS.map((item) => item.author))]),
  );
  const today = localDate(now, poland.timezone);
  const employedIn = async (companyId: string | null) => {
    const rows = await db
      .selectDistinct({ id: employmentRecords.userId })
      .from(employmentRecords)
      .where(
        and(
          companyId ? eq(employmentRecords.companyId, companyId) : undefined,
          or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, today)),
        ),
      );
    return rows.map((row) => row.id);
  };
  const polish = await employedIn(poland.id);

  for (const item of ITEMS) {
    const at = new Date(now.getTime() - item.daysAgo * DAY);
    const author = authors.find((person) => person.email === item.author);
    if (!author) continue;
    const id = timeOrderedId(at.getTime());
    let image: string | null = null;
    if (item.cover) {
      const key = `news/${author.id}/${timeOrderedId(at.getTime())}.png`;
      await blobs.put(key, await gradientPng(960, 320, item.cover[0]!, item.cover[1]!), { contentType: 'image/png' });
      image = `${FILES_PATH}/${key}`;
    }
    const companyIds = item.audience === 'all' ? [] : [(item.audience === 'PL' ? poland : ukraine).id];
    await db.transaction(async (tx) => {
      await insertNews(
        tx,
        { id, title: item.title, body: item.body, image, authorId: author.id, publishedAt: at, createdAt: at },
        companyIds,
      );
      // The newest Polish item waits on the bell of the Polish company's people.
      if (item.daysAgo <= 2 && item.audience === 'PL') {
        const readers = polish.filter((user) => user !== author.id);
        const data = { news_id: id, news_title: item.title, author_name: author.fullName || author.email };
        await notify(
          tx,
          readers.map((userId) => ({
            userId,
            kind: 'news_published',
            title: item.title,
            body: item.body.slice(0, 120),
            link: `/news/${id}`,
            data,
          })),
          at,
        );
      }
    });
  }
}

// ------------------------------------------------------------------------- a gradient banner

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A diagonal gradient from one colour to another as an RGB PNG (CompressionStream runs on both runtimes). */
export async function gradientPng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Promise<Uint8Array> {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.7 + (y / height) * 0.3;
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

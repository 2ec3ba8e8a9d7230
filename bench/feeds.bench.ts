// The feeds at scale (issue 9, "Performance"): fills imaging's schema on PostgreSQL
// (BENCH_FEEDS_DATABASE_URL, loopback: a database of its own, kept filled between runs) with 1,000,000 images of 10,000 users, ~2.4 M likes and ~250 k
// follows by set-based SQL, then starts the product on that database (imaging's own schema is the
// filled one) and measures through the gateway: Community page 1, page 500 by its cursor and a
// two-word search, against page 500 read by OFFSET (the same ORDER BY, OFFSET 499*24) as the
// baseline in the same run. It prints the tables' and indexes' sizes and EXPLAIN (ANALYZE, BUFFERS)
// of the service's own SQL. The filled schema is kept between runs (filling takes minutes); it is
// marked by the table bench_feeds.filled, and `--rebuild-feeds` drops it and fills again.
import { openPostgres, sql, type Database, type Kysely } from '@atelier/platform';
import { startSmtpCapture } from '@atelier/testkit';
import { migrations } from '@atelier/svc-imaging/src/migrations';
import { SCHEMA } from '@atelier/svc-imaging/src/module';
import { CATEGORY_RULES_VERSION, categoriesOf } from '@atelier/svc-imaging/src/domain/categories';
import { listFeed, type FeedRequest } from '@atelier/svc-imaging/src/service/feeds.service';
import type { ImagingContext } from '@atelier/svc-imaging/src/service/context';
import { FEED_LIMITS } from '@atelier/contracts';
import { Client } from './lib/client';
import { assertLoopback } from './lib/load';
import { explainAnalyze, lastStatementOf, planNodes } from '@atelier/svc-imaging/tests/support/explain';
import { startProduct } from './lib/product';

export const FILL = { users: 10_000, jobs: 250_000, imagesPerJob: 4, likesPerUser: 300, followsPerUser: 25, days: 180 } as const;
const PAGE = FEED_LIMITS.pageSize;
const DEEP_PAGE = 500;
/** Two words of the prompt vocabulary below: an adjective (1 in 8 prompts) and a subject (1 in 24). */
export const SEARCH = 'red fox';
/** Samples per figure: at most this many sequential requests, and at most SAMPLE_SECONDS. */
const SAMPLES = 200;
const SAMPLE_SECONDS = 10;

// The prompt vocabulary: every combination is one distinct prompt (8 × 24 × 10 × 6 = 11,520).
const ADJECTIVES = ['red', 'blue', 'golden', 'misty', 'ancient', 'tiny', 'glowing', 'quiet'];
const SUBJECTS = [
  'fox', 'cat', 'dog', 'owl', 'dragon', 'horse', 'wolf', 'whale', 'castle', 'lighthouse', 'robot', 'city', 'forest', 'mountain',
  'portrait of a woman', 'anime girl', 'manga hero', 'racing car', 'dancer', 'samurai', 'astronaut', 'ship', 'garden', 'bridge',
];
const SETTINGS = ['at sunset', 'in the rain', 'under the stars', 'by the sea', 'in a snowy valley', 'in a neon street', 'at dawn', 'in the desert', 'in a library', 'on a cliff'];
const STYLES = ['oil painting', '35mm photo', 'watercolor', 'digital art', 'bokeh', 'motion blur'];

export interface SampleFigure {
  p50: number;
  p99: number;
  samples: number;
}

export interface FeedsFigures {
  fill: { images: number; users: number; likes: number; follows: number; seconds: number; reused: boolean };
  page1: SampleFigure;
  page500: SampleFigure;
  /** The baseline: page 500 read by OFFSET (no cursor: `?page=500`), same ORDER BY. */
  page500Offset: SampleFigure;
  search: SampleFigure;
  /** The same four, server-side: imaging's listFeed called in the bench's process on its own pool. */
  service: { page1: SampleFigure; page500: SampleFigure; page500Offset: SampleFigure; search: SampleFigure };
  searchHits: number;
  /** The 499 cursor hops to reach page 500, ms in all. */
  walkMs: number;
  tables: Array<{ name: string; bytes: number; totalBytes: number }>;
  indexes: Array<{ table: string; name: string; bytes: number }>;
  explain: Array<{ what: string; executionMs: number; indexes: string[]; expected: string; usesExpected: boolean; sharedHit: number; sharedRead: number; plan: string }>;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 100) / 100;

function prompts(): Array<{ n: number; prompt: string; categories: string[] }> {
  const out: Array<{ n: number; prompt: string; categories: string[] }> = [];
  for (const a of ADJECTIVES) for (const s of SUBJECTS) for (const w of SETTINGS) for (const st of STYLES) {
    const prompt = `${a} ${s} ${w}, ${st}`;
    // The product's own rule (domain/categories.ts), once per distinct prompt; SQL joins the result.
    out.push({ n: out.length + 1, prompt, categories: categoriesOf(prompt) });
  }
  return out;
}

/** One statement of SQL text on `c` (no parameters; several statements allowed). */
const run = (c: Kysely<any>, text: string) => sql.raw(text).execute(c);

async function filled(c: Kysely<any>): Promise<FeedsFigures['fill'] | null> {
  const r = await sql<{ ok: boolean }>`select to_regclass('bench_feeds.filled') is not null as ok`.execute(c);
  if (!r.rows[0]!.ok) return null;
  const f = await sql<Omit<FeedsFigures['fill'], 'reused'>>`select images, users, likes, follows, seconds from bench_feeds.filled`.execute(c);
  const row = f.rows[0];
  return row && row.images === FILL.jobs * FILL.imagesPerJob ? { ...row, reused: true } : null;
}

/** Fills imaging's schema set-based (generate_series, INSERT … SELECT), secondary indexes dropped
 *  during the load and recreated from their own definitions afterwards. */
async function fill(database: Database, c: Kysely<any>, rebuild: boolean): Promise<FeedsFigures['fill']> {
  if (!rebuild) {
    const kept = await filled(c);
    if (kept) return kept;
  }
  const t0 = performance.now();
  await run(c, `drop schema if exists bench_feeds cascade; drop schema if exists ${SCHEMA} cascade`);
  await database.migrate(SCHEMA, migrations(SCHEMA));
  await run(c, `create schema bench_feeds; set search_path = ${SCHEMA}, public`);
  // The rows are consistent by construction: skip the FK triggers; no WAL flush per statement.
  await run(c, `set session_replication_role = replica; set synchronous_commit = off; set work_mem = '64MB'; set maintenance_work_mem = '256MB'; select setseed(0.42)`);
  const tables = ['images', 'image_likes', 'follows', 'jobs', 'users'];
  const secondary = await sql<{ name: string; def: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
    where i.indrelid = any(${tables.map((t) => `${SCHEMA}.${t}`)}::regclass[]) and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`.execute(c);
  for (const ix of secondary.rows) await run(c, `drop index ${ix.name}`);

  await run(c, `create table bench_feeds.prompts (n int primary key, prompt text not null, categories text[] not null)`);
  await sql`insert into bench_feeds.prompts select n, prompt, categories from jsonb_to_recordset(${JSON.stringify(prompts())}::jsonb) as p(n int, prompt text, categories text[])`.execute(c);
  const nPrompts = ADJECTIVES.length * SUBJECTS.length * SETTINGS.length * STYLES.length;

  await run(c,
    `insert into users (id, name, profile_pic, updated_at, status, follower_count)
     select md5('bench-user-' || u)::uuid, 'Bench user ' || u, null, now(), 'active', 0 from generate_series(1, ${FILL.users}) u`,
  );
  await run(c, `insert into models (id, name, type, sizes, credits, description) values (md5('bench-model')::uuid, 'Bench model', 'text2img', '[]', 1, '')`);
  // One job per 4 images; job 1 is the newest, created_at spread over FILL.days. Authors skewed
  // (random()^2: a few prolific users), 80 % public, 5 % up-scales.
  await run(c,
    `create unlogged table bench_feeds.src as
     select j, md5('bench-user-' || (1 + floor(${FILL.users} * power(random(), 2)))::int)::uuid as user_id,
            1 + floor(random() * ${nPrompts})::int as p,
            now() - (j::float8 / ${FILL.jobs}) * interval '${FILL.days} days' - random() * interval '10 minutes' as at,
            random() < 0.8 as public,
            case when random() < 0.05 then 'upscale' else 'text2img' end as op
     from generate_series(1, ${FILL.jobs}) j`,
  );
  await run(c,
    `insert into jobs (id, user_id, operation, model_id, params, credits, status, hold_id, created_at, started_at, finished_at)
     select md5('bench-job-' || j)::uuid, user_id, op, md5('bench-model')::uuid, '{}'::jsonb, 1, 'success', 'bench', at, at, at from bench_feeds.src`,
  );
  await run(c,
    `insert into images (id, job_id, model_id, idx, user_id, operation, prompt, negative_prompt, size, seed, status, original_key, thumbnail_key,
                         make_public, created_at, width, height, categories)
     select md5('bench-image-' || s.j || '-' || k)::uuid, md5('bench-job-' || s.j)::uuid, md5('bench-model')::uuid, k, s.user_id, s.op, p.prompt, '', '1024*1024',
            (s.j * 4 + k)::text, 'success', 'bench/' || s.j || '-' || k || '.png', 'bench/' || s.j || '-' || k || '.webp',
            s.public, s.at + k * interval '1 microsecond', 1024, 1024, p.categories
     from bench_feeds.src s join bench_feeds.prompts p on p.n = s.p cross join generate_series(0, ${FILL.imagesPerJob - 1}) k`,
  );
  // Likes: each user likes up to FILL.likesPerUser public images, skewed to a popular few
  // (random()^3 over jobs); a like comes after its image, before now. Duplicates collapse.
  await run(c,
    `insert into image_likes (image_id, user_id, created_at)
     select distinct on (i.id, l.user_id) i.id, l.user_id, i.created_at + random() * (now() - i.created_at)
     from (select md5('bench-user-' || u)::uuid as user_id,
                  md5('bench-image-' || (1 + floor(${FILL.jobs} * power(random(), 3)))::int || '-' || floor(random() * ${FILL.imagesPerJob})::int)::uuid as image_id
           from generate_series(1, ${FILL.users}) u cross join generate_series(1, ${FILL.likesPerUser}) n) l
     join images i on i.id = l.image_id and i.make_public
     order by i.id, l.user_id`,
  );
  await run(c,
    `insert into follows (follower_id, followee_id, created_at)
     select distinct on (f.a, f.b) md5('bench-user-' || f.a)::uuid, md5('bench-user-' || f.b)::uuid, now() - random() * interval '${FILL.days} days'
     from (select a, (1 + floor(${FILL.users} * power(random(), 2)))::int as b from generate_series(1, ${FILL.users}) a cross join generate_series(1, ${FILL.followsPerUser})) f
     where f.a <> f.b order by f.a, f.b`,
  );
  // The counters equal their rows, as the product keeps them.
  await run(c, `update images i set like_count = n.n from (select image_id, count(*)::int as n from image_likes group by image_id) n where i.id = n.image_id`);
  await run(c, `update users u set follower_count = n.n from (select followee_id, count(*)::int as n from follows group by followee_id) n where u.id = n.followee_id`);
  // Categories are current (so imaging's start does not recompute 1 M rows).
  await sql`update feed_rules set version = ${CATEGORY_RULES_VERSION} where name = 'categories'`.execute(c);
  for (const ix of secondary.rows) await run(c, ix.def);
  await run(c, `drop table bench_feeds.src`);
  await run(c, `reset session_replication_role; reset synchronous_commit; reset work_mem; reset maintenance_work_mem`);
  for (const t of tables) await run(c, `vacuum analyze ${SCHEMA}.${t}`);

  const counts = await sql<{ images: number; users: number; likes: number; follows: number }>`
    select (select count(*) from images)::int as images, (select count(*) from users)::int as users,
           (select count(*) from image_likes)::int as likes, (select count(*) from follows)::int as follows`.execute(c);
  const f = { ...counts.rows[0]!, seconds: round((performance.now() - t0) / 1000) };
  await run(c, `create table bench_feeds.filled as select ${f.images}::int as images, ${f.users}::int as users, ${f.likes}::int as likes, ${f.follows}::int as follows, ${f.seconds}::float8 as seconds, now() as at`);
  await run(c, `reset search_path`);
  return { ...f, reused: false };
}

/** `op` called back to back: at most SAMPLES times, at most SAMPLE_SECONDS; ms each. */
async function sampleOf(op: () => Promise<unknown>): Promise<SampleFigure> {
  const ms: number[] = [];
  const until = performance.now() + SAMPLE_SECONDS * 1000;
  // Two warm-up calls (connection, plan cache) are not counted.
  for (let i = 0; i < 2; i++) await op();
  while (ms.length < SAMPLES && performance.now() < until) {
    const t = performance.now();
    await op();
    ms.push(performance.now() - t);
  }
  return { p50: round(quantile(ms, 0.5)), p99: round(quantile(ms, 0.99)), samples: ms.length };
}

/** Sequential GETs of one URL through the gateway (client-side ms: HTTP, gateway, gRPC hop, query). */
const sample = (url: string, headers: Record<string, string>) =>
  sampleOf(async () => {
    const res = await fetch(url, { headers });
    await res.text();
    if (!res.ok) throw new Error(`${url} → ${res.status}`);
  });

/** The same request to imaging's use case in this process (server-side: the query and its round trip). */
function feedRequest(req: Partial<FeedRequest>): FeedRequest {
  return { viewerId: '00000000-0000-4000-8000-000000000000', scope: 'community', tab: 'mine', sort: 'all', category: 'all', prompt: '', cursor: '', page: 1, pageSize: PAGE, ...req };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement imaging's listFeed sends for `req`. */
async function explain(db: Kysely<any>, what: string, req: Partial<FeedRequest>, expected: string): Promise<FeedsFigures['explain'][number]> {
  const q = await lastStatementOf(db, (spy) => listFeed({ db: spy } as unknown as ImagingContext, feedRequest(req)));
  const { plan, executionMs, text } = await explainAnalyze(db, q);
  const indexes = [...new Set(planNodes(plan).flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))];
  return { what, executionMs: round(executionMs), indexes, expected, usesExpected: indexes.includes(expected), sharedHit: plan['Shared Hit Blocks'], sharedRead: plan['Shared Read Blocks'], plan: text };
}

export async function benchFeeds(opts: { rebuild?: boolean } = {}): Promise<FeedsFigures | null> {
  const url = process.env.BENCH_FEEDS_DATABASE_URL;
  if (!url) return null;
  assertLoopback(url);
  const database = openPostgres(url, { max: 2 });
  try {
    // One connection for the fill: its SET commands hold for every statement.
    const fillFigure = await database.root.connection().execute((c) => fill(database, c, !!opts.rebuild));
    return await measure(database, url, fillFigure);
  } finally {
    await database.close();
  }
}

async function measure(database: Database, url: string, fillFigure: FeedsFigures['fill']): Promise<FeedsFigures> {
  const root = database.root;
  const sdb = database.forSchema<any>(SCHEMA);

  const smtp = await startSmtpCapture();
  const product = await startProduct({ env: { SMTP_URL: smtp.url, DATABASE_URL: url, RATE_LIMIT_AUTH_MAX: '1000000', RATE_LIMIT_MAX: '1000000' } });
  try {
    const client = new Client(product.url);
    await client.signUp(smtp, `bench-feeds-${Date.now()}@example.com`, 'benchmark-password');
    const headers = client.headers(false);
    const feed = `${product.url}/api/users/get_community_field`;

    const tWalk = performance.now();
    let cursor = '';
    for (let page = 1; page < DEEP_PAGE; page++) {
      const res = await fetch(`${feed}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { headers });
      const body = (await res.json()) as { data: { next_cursor: string | null } };
      if (!res.ok || !body.data.next_cursor) throw new Error(`page ${page}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      cursor = body.data.next_cursor;
    }
    const walkMs = round(performance.now() - tWalk);
    const deepUrl = `${feed}?cursor=${encodeURIComponent(cursor)}`;
    const searchUrl = `${feed}?prompt=${encodeURIComponent(SEARCH)}`;
    // The cursor's page and the OFFSET page are the same rows (no image is published meanwhile).
    const [deep, offsetPage] = await Promise.all([deepUrl, `${feed}?page=${DEEP_PAGE}`].map(async (u) => ((await (await fetch(u, { headers })).json()) as any).data.rows.map((r: { id: string }) => r.id).join()));
    if (deep !== offsetPage) throw new Error('page 500 by cursor and by offset differ');
    const searchRows = ((await (await fetch(searchUrl, { headers })).json()) as any).data.rows.length as number;
    if (searchRows !== PAGE) throw new Error(`the search "${SEARCH}" filled ${searchRows} rows of a page`);

    const page1 = await sample(feed, headers);
    const page500 = await sample(deepUrl, headers);
    const page500Offset = await sample(`${feed}?page=${DEEP_PAGE}`, headers);
    const search = await sample(searchUrl, headers);

    const svc = (req: Partial<FeedRequest>) => sampleOf(() => listFeed({ db: sdb } as unknown as ImagingContext, feedRequest(req)));
    const service = { page1: await svc({}), page500: await svc({ cursor }), page500Offset: await svc({ page: DEEP_PAGE }), search: await svc({ prompt: SEARCH }) };

    const [word, last] = SEARCH.split(' ');
    const hits = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${SCHEMA}.images`)} where make_public and status = 'success' and search @@ (plainto_tsquery('english', ${word}) && to_tsquery('english', ${`${last}:*`}))`.execute(root);
    const tables = (
      await sql<FeedsFigures['tables'][number]>`
        select c.relname as name, pg_relation_size(c.oid)::float8 as bytes, pg_total_relation_size(c.oid)::float8 as "totalBytes"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${SCHEMA} and c.relname = any(${['images', 'image_likes', 'follows', 'users', 'jobs']}) order by c.relname`.execute(root)
    ).rows;
    const indexes = (
      await sql<FeedsFigures['indexes'][number]>`
        select t.relname as table, x.relname as name, pg_relation_size(x.oid)::float8 as bytes from pg_index i
        join pg_class x on x.oid = i.indexrelid join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = ${SCHEMA} and t.relname = any(${['images', 'image_likes', 'follows']}) order by t.relname, x.relname`.execute(root)
    ).rows;

    const explained = [
      await explain(sdb, 'Community page 1', {}, 'images_public_feed_idx'),
      await explain(sdb, `page ${DEEP_PAGE} by cursor`, { cursor }, 'images_public_feed_idx'),
      await explain(sdb, `page ${DEEP_PAGE} by OFFSET (baseline)`, { page: DEEP_PAGE }, 'images_public_feed_idx'),
      await explain(sdb, `search "${SEARCH}"`, { prompt: SEARCH }, 'images_search_idx'),
    ];
    return { fill: fillFigure, page1, page500, page500Offset, search, service, searchHits: hits.rows[0]!.n, walkMs, tables, indexes, explain: explained };
  } finally {
    await product.stop();
    await smtp.close();
  }
}

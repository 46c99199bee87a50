// Benchmark of the media pipeline (bench/README.md, docs/decisions/021-media-pipeline.md):
//  1. a 12-megapixel JPEG from a phone (4000 × 3000, EXIF orientation and GPS) processed into its variants
//     (AVIF and WebP at 480, 960 and 1600 px, the 1200 × 630 JPEG preview), in this process: goal ≤ 3 s;
//  2. the list API's p99 on the built server, alone and while editors upload such photos back to back.
//   npm run build && npm run bench:media
import { openDatabase } from "../server/db/connection.ts";
import { insertStaff } from "../server/db/staff.repository.ts";
import { imageQueue, processImage } from "../server/services/image-pipeline.ts";
import { hashPassword } from "../server/services/passwords.ts";
import { multipart, phonePhoto } from "../testing/server/upload-files.ts";
import { benchDatabase, measure, type Scenario, startBenchServer } from "./harness.ts";

const email = "bench-media@example.sa";
const password = "Benchmark pass phrase of the photos 2026";
const runs = Number(process.env.BENCH_RUNS ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const photo = await phonePhoto(4000, 3000);
console.log(`12 MP JPEG: ${(photo.length / 1024 / 1024).toFixed(1)} MB; image jobs at once: ${imageQueue.concurrency}`);

// 1. The pipeline alone (a first run warms sharp up).
await processImage(photo);
const pipelineMs: number[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const processed = await processImage(photo);
  pipelineMs.push(performance.now() - started);
  if (run === 0) {
    const bytes = processed.files.map((file) => `${file.suffix} ${Math.round(file.body.length / 1024)} KB`).join(", ");
    console.log(`variants of ${processed.width} × ${processed.height}: ${bytes}`);
  }
}
console.table([
  {
    what: "12 MP JPEG → 6 variants + preview",
    "median ms": Math.round(median(pipelineMs)),
    "each run": pipelineMs.map(Math.round).join(" / "),
    goal: "≤ 3000 ms",
    met: median(pipelineMs) <= 3000 ? "yes" : "NO",
  },
]);

// 2. The list API while photos are processed by the server.
async function addEditor(): Promise<void> {
  const database = openDatabase({ databaseUrl: benchDatabase.databaseUrl, sqlitePath: benchDatabase.sqlitePath });
  try {
    const existing = await database.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
    if (!existing) {
      await insertStaff(database.db, {
        email,
        name: "Bench",
        role: "editor",
        language: "ar",
        passwordHash: await hashPassword(password),
        now: new Date().toISOString(),
      });
    }
  } finally {
    await database.close();
  }
}

const server = await startBenchServer();
try {
  await addEditor();
  const { origin } = server;
  const signIn = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-staff_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  const property = ((await (await fetch(`${origin}/api/property?limit=1`)).json()) as { data: { id: number }[] })
    .data[0]!.id;
  const imagesUrl = `${origin}/api/admin/media/listings/property/${property}/images`;

  const list: Scenario = {
    name: "list API",
    path: `/api/property?search=${encodeURIComponent("الرياض")}&status=AVAILABLE`,
    rate: 200,
    connections: 10,
    seconds: 10,
    goalP99: 50,
  };
  await measure({ ...list, name: "warm-up", seconds: 3 });
  const alone = await measure(list);

  // Editors upload 12 MP photos one after another for as long as the list is measured.
  const uploadMs: number[] = [];
  const uploaded: string[] = [];
  let uploading = true;
  const body = multipart(photo, "IMG_0001.JPG", "image/jpeg");
  const uploader = (async () => {
    while (uploading) {
      const started = performance.now();
      const response = await fetch(imagesUrl, {
        method: "POST",
        headers: { ...body.headers, cookie },
        body: body.payload,
      });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      uploadMs.push(performance.now() - started);
      uploaded.push(((await response.json()) as { data: { key: string } }).data.key);
    }
  })();
  const during = await measure({ ...list, name: "list API while 12 MP photos are processed" });
  uploading = false;
  await uploader;

  console.table([alone, during]);
  console.table([
    {
      what: "upload of a 12 MP JPEG through the API (sent, checked, encoded, stored, recorded)",
      uploads: uploadMs.length,
      "median ms": Math.round(median(uploadMs)),
      "max ms": Math.round(Math.max(...uploadMs)),
    },
  ]);
  // Leave the listing as it was.
  for (const key of uploaded) {
    await fetch(`${imagesUrl}?key=${encodeURIComponent(key)}`, { method: "DELETE", headers: { cookie } });
  }
} finally {
  server.stop();
}

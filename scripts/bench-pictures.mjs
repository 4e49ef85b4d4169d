// The pictures of the first screen, for `npm run bench` (its "first" section): every picture from
// the image host drawn inside the viewport once the page has settled, with the bytes it cost and the
// budget of its displayed size (src/worker-contract/picture-budget.ts: width × height ÷ 6 in device
// pixels, at most 2×; the first screen at most 40 KiB together; kept in step with that file).

export const FIRST_SCREEN_BUDGET = 40 * 1024;
const MAX_DPR = 2;

/** Reads the page: each picture on screen, its address, its box and the bytes it came in. */
export async function firstScreenPictures(page) {
  return page.evaluate(() => {
    const bytes = new Map(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.encodedBodySize]));
    const all = [...bytes].filter(([url]) => new URL(url).pathname.startsWith('/img/'));
    const shown = [...document.images]
      .filter((img) => new URL(img.currentSrc || location.href).pathname.startsWith('/img/'))
      .filter((img) => img.complete && img.naturalWidth > 0)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .map((img) => {
        const box = img.getBoundingClientRect();
        return {
          url: img.currentSrc,
          cssWidth: box.width,
          cssHeight: box.height,
          bytes: bytes.get(img.currentSrc) ?? 0,
        };
      });
    const unique = [...new Map(shown.map((picture) => [picture.url, picture])).values()];
    return {
      dpr: devicePixelRatio,
      shown: unique,
      fetched: all.reduce((sum, [, size]) => sum + size, 0),
      fetchedCount: all.length,
    };
  });
}

export function printFirstScreenPictures({ dpr, shown, fetched, fetchedCount }) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const ratio = Math.min(Math.max(dpr, 1), MAX_DPR);
  const total = shown.reduce((sum, picture) => sum + picture.bytes, 0);
  const over = shown.filter(
    (picture) => picture.bytes > Math.floor((picture.cssWidth * ratio * picture.cssHeight * ratio) / 6),
  );
  const verdict = total <= FIRST_SCREEN_BUDGET && over.length === 0 ? 'ok' : 'MISSED';
  console.log(
    `  pictures on the first screen  ${kib(total)} in ${shown.length}  [${verdict}: at most 40 KiB, each within width × height ÷ 6 at ${ratio}×]`,
  );
  for (const picture of over)
    console.log(
      `    over its budget: ${new URL(picture.url).pathname}${new URL(picture.url).search} ${picture.bytes} B`,
    );
  console.log(`  pictures fetched by the time the page settled  ${kib(fetched)} in ${fetchedCount}`);
  if (process.env.BENCH_LIST)
    for (const picture of shown)
      console.log(
        `    ${picture.bytes} B ${Math.round(picture.cssWidth)}×${Math.round(picture.cssHeight)} ${new URL(picture.url).pathname}${new URL(picture.url).search}`,
      );
}

// `npm run bench:text`: how long stripping shop-entered markup takes on text built to be slow
// (140 KB of each pattern that once made the stripping quadratic), median of five runs.

import { plainLabel, plainText, stripMarkup } from '../src/shared/lib/plain-text.ts';
import { SLOW_INPUTS } from '../src/shared/lib/plain-text-slow-inputs.ts';

for (const [what, make] of SLOW_INPUTS) {
  const perCopy = make(1_000).length / 1_000;
  const raw = make(Math.ceil(140_000 / perCopy));
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    plainText(raw);
    plainLabel(raw);
    stripMarkup(raw);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${what.padEnd(45)} ${(raw.length / 1000).toFixed(0)} KB  ${times[2]?.toFixed(1)} ms`);
}

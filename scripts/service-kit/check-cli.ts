/**
 * `npm run check:service -- --api <url> --token <test table token> [--shop N --table N]
 *    [--origin <app origin>] [--group <code>] [--place-test-order]`
 *
 * Checks an order service against the app's contract; one line per call, a summary, and a non-zero
 * exit on any failure. docs/order-service.md says what each line means.
 */
import { parseArgs } from 'node:util';
import { checkService } from './check.ts';
import { formatLine, summaryOf } from './report.ts';

const USAGE = `usage: npm run check:service -- --api <url> --token <test table token>
         [--shop N] [--table N] [--origin <app origin>] [--group <code>] [--place-test-order]

  --api               the API base, as the app's VITE_API_BASE (e.g. https://api.example.com/api)
  --token             a table token of the test table (the ?token= of its QR code's link)
  --shop, --table     the test table (default 1 and 1)
  --origin            the app's origin: checks the CORS answers a browser there needs
  --group             a group code, to check the group page's call
  --place-test-order  places one test order on the test table (a counter order is cancelled after)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function main(): Promise<void> {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse().values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.api || !values.token) fail('--api and --token are required.');
  if (!URL.canParse(values.api)) fail(`--api ${values.api} is not an address (e.g. https://api.example.com/api).`);
  if (values.origin && !URL.canParse(values.origin)) fail(`--origin ${values.origin} is not an origin.`);
  const shop = Number(values.shop ?? 1);
  const table = Number(values.table ?? 1);
  if (!Number.isInteger(shop) || !Number.isInteger(table)) fail('--shop and --table are numbers.');
  const origin = values.origin ? new URL(values.origin).origin : null;
  console.log(
    `check:service ${values.api}  shop ${shop} table ${table}  ${origin ? `origin ${origin}` : 'no --origin: CORS not checked'}` +
      `${values['place-test-order'] ? '  with a test order' : ''}`,
  );
  return checkService({
    api: values.api,
    token: values.token,
    shop,
    table,
    origin,
    group: values.group ?? null,
    placeTestOrder: values['place-test-order'] ?? false,
    onLine: (line) => console.log(formatLine(line)),
  }).then((lines) => {
    console.log(summaryOf(lines));
    process.exitCode = lines.some((line) => line.outcome === 'fail') ? 1 : 0;
  });
}

function parse() {
  return parseArgs({
    options: {
      api: { type: 'string' },
      token: { type: 'string' },
      shop: { type: 'string' },
      table: { type: 'string' },
      origin: { type: 'string' },
      group: { type: 'string' },
      'place-test-order': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});

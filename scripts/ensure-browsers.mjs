// Makes sure the browsers the journeys drive, and the web server the host journeys serve the app
// with, are on the machine: installs Debian's packages when it can (root on Debian), otherwise stops
// with one line that names the install command. No browser is ever downloaded by a tool.
//
//   node scripts/ensure-browsers.mjs chromium webkit firefox nginx
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

/** WebKitGTK's MiniBrowser, which Debian's WebKitWebDriver starts for each session. */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const ENGINES = {
  chromium: { found: () => Boolean(findChromium()), packages: ['chromium'] },
  // WebKit over WebDriver needs an X display (Xvfb) and a locale for Korean (localedef, in libc-bin).
  webkit: {
    found: () => ['/usr/bin/WebKitWebDriver', MINIBROWSER, '/usr/bin/Xvfb', '/usr/bin/localedef'].every(existsSync),
    packages: ['webkit2gtk-driver', 'xvfb'],
  },
  firefox: { found: () => existsSync('/usr/bin/firefox-esr'), packages: ['firefox-esr'] },
  // Debian's nginx, run unprivileged by tests/e2e/host-nginx.spec.ts; its own service is never started.
  nginx: { found: () => existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx'), packages: ['nginx'] },
};

export function missingPackages(names) {
  return names.flatMap((name) => {
    const engine = ENGINES[name];
    if (!engine) throw new Error(`unknown engine ${name}`);
    return engine.found() ? [] : engine.packages;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  let missing = missingPackages(names);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length && isRoot && existsSync('/etc/debian_version')) {
    console.log(`Installing Debian's ${missing.join(', ')} for the browser journeys…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
    });
    missing = missingPackages(names);
  }
  if (missing.length) {
    console.error(
      `Missing programs for the journeys: install them with \`sudo apt-get install -y ${missing.join(' ')}\` (Chromium may also be named by CHROMIUM_PATH, nginx by NGINX_PATH).`,
    );
    process.exit(1);
  }
}

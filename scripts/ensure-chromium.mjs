// Makes sure a Chromium is on the machine before the browser tests run; installs Debian's package
// when it can (root on Debian), otherwise stops with one line that names the install command.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!findChromium()) {
    console.error(
      'No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
}

/**
 * Imported first by main.tsx. The libraries' chunk is evaluated before this module, and the app's
 * own modules after it (React itself, bundled as CommonJS, is set up when they first use it).
 * Awaiting here puts a task boundary between the two, so evaluating the code at start-up is two
 * shorter tasks instead of one long one that blocks a slow phone.
 */
import { yieldToMain } from './shared/lib/yield-to-main.ts';

await yieldToMain();

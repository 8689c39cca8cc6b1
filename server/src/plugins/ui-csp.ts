import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, runtimeConfigOrigins } from '@bet/core/api';

/**
 * The origins the served UI connects to besides this server: those its runtime config file
 * (`<uiDir>/config.json`, core's runtime-config.ts) points the API and its streams at. This
 * server's pages carry the CSP, so without them in connect-src the browser would block every call
 * of a UI pointed elsewhere. Read once at start; a file that is there but wrong stops the start
 * (the UI would refuse it too), naming the file and its problems.
 */
export function uiConnectOrigins(uiDir: string | null): string[] {
  if (!uiDir) return [];
  const file = join(uiDir, RUNTIME_CONFIG_PATH);
  if (!existsSync(file)) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${String(error)}`, { cause: error });
  }
  const parsed = parseRuntimeConfig(json);
  if (!parsed.ok) throw new Error(`${file} is invalid: ${parsed.problems.join('; ')}`);
  return runtimeConfigOrigins(parsed.value);
}

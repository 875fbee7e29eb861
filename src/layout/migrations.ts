import { SCHEMA_VERSION_KEY } from '@/domain/layout-schema-version';
import type { LayoutIssue, RegisteredBlock } from './define-block';

type MigrationResult = { success: true; data: unknown } | { success: false; issues: LayoutIssue[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Upgrades an item's saved data to the block's current version, one migration at a time, before the
 * schema sees it. Data saved by a newer version than this storefront knows is refused, not guessed at.
 */
export function migrateBlockData(block: RegisteredBlock, data: unknown): MigrationResult {
  if (!isRecord(data)) return { success: true, data };
  const saved = data[SCHEMA_VERSION_KEY];
  let version = saved === undefined ? 1 : saved;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { success: false, issues: [{ path: `data.${SCHEMA_VERSION_KEY}`, message: 'Expected a whole number of 1 or more' }] };
  }
  if (version > block.version) {
    return {
      success: false,
      issues: [{ path: `data.${SCHEMA_VERSION_KEY}`, message: `Saved by version ${version}; this storefront knows up to ${block.version}` }],
    };
  }
  let current: Record<string, unknown> = data;
  while (version < block.version) {
    const migrate = block.migrations[version];
    if (!migrate) {
      return { success: false, issues: [{ path: `data.${SCHEMA_VERSION_KEY}`, message: `No migration from version ${version}` }] };
    }
    try {
      current = { ...migrate(current), [SCHEMA_VERSION_KEY]: version + 1 };
    } catch (error) {
      return {
        success: false,
        issues: [{ path: 'data', message: `Migration from version ${version} failed: ${error instanceof Error ? error.message : String(error)}` }],
      };
    }
    version += 1;
  }
  return { success: true, data: current };
}

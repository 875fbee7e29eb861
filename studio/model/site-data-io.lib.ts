import { siteDataSchema, type SiteData } from '@/api/schemas/site.schema';
import { readTolerantly, type DroppedPart } from '@/api/schemas/tolerance';

export const exportFileName = 'storefront-get-data.json';

/** The draft as /api/get-data answers it, pretty-printed for a merchant to read and diff. */
export function serializeSiteData(siteData: SiteData): string {
  return `${JSON.stringify(siteData, null, 2)}\n`;
}

/** `dropped`: the rows the storefront's tolerant reader leaves out of this file (decisions/0015), for the report. */
type ImportResult = { ok: true; siteData: SiteData; dropped: DroppedPart[] } | { ok: false; error: string };

/** Lists where the shape differs from get-data, at most a few lines, so the message stays readable. */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const lines = issues.slice(0, 5).map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(top level)'}: ${issue.message}`);
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return `${lines.join('; ')}${more}`;
}

/**
 * Reads an import: JSON in the shape of /api/get-data, or a clear reason why not. It is read as the storefront
 * reads get-data: items whose data fails their block's schema are accepted (the validation report lists them),
 * rows that are no layout item at all are left out and returned in `dropped`; only the envelope must match.
 */
export function parseSiteDataJson(text: string): ImportResult {
  if (text.trim() === '') return { ok: false, error: 'Nothing to import: the text is empty.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const { value: parsed, dropped } = readTolerantly(json, () => siteDataSchema.safeParse(json));
  if (!parsed.success) return { ok: false, error: `This JSON is not in the shape of /api/get-data (layout, settings, branches): ${describeIssues(parsed.error.issues)}` };
  return { ok: true, siteData: parsed.data, dropped };
}

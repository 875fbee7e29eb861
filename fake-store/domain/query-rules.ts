/**
 * How the simulated store reads a GET call's query, the way a Laravel controller's validator does: empty values
 * count as absent (Laravel's ConvertEmptyStringsToNull), and every bad value is a 422 naming its field. Each
 * call's parser (get-products, get-category-products, search-products, ...) is written with these rules, so
 * every call words the same problem the same way.
 */

export type QueryCheck<Query> = { ok: true; query: Query } | { ok: false; message: string; errors: Record<string, string[]> };

/** A record id or a page number as a query spells it: a whole number from 1. */
export const positiveInteger = /^[1-9]\d{0,8}$/;

/** The words Laravel uses for a field: `per_page` → "per page". */
const fieldWords = (field: string) => field.replace(/_/g, ' ');

export class QueryRules {
  readonly #params: URLSearchParams;
  readonly #errors: Record<string, string[]> = {};

  constructor(params: URLSearchParams) {
    this.#params = params;
  }

  /** The trimmed value of `name`, or null when it is missing or empty. */
  text(name: string): string | null {
    const value = this.#params.get(name)?.trim() ?? '';
    return value === '' ? null : value;
  }

  /** Notes a problem with `field`; the check fails with every field's problems. */
  problem(field: string, message: string): void {
    this.#errors[field] = [...(this.#errors[field] ?? []), message];
  }

  /** `page`, from 1 (default 1). */
  page(): number {
    const text = this.text('page');
    if (text === null) return 1;
    if (positiveInteger.test(text)) return Number(text);
    this.problem('page', 'The page field must be a whole number of at least 1.');
    return 1;
  }

  /** `per_page`, from 1 to `max` (default `fallback`). */
  perPage(fallback: number, max: number): number {
    const text = this.text('per_page');
    if (text === null) return fallback;
    if (positiveInteger.test(text) && Number(text) <= max) return Number(text);
    this.problem('per_page', `The per page field must be a whole number from 1 to ${max}.`);
    return fallback;
  }

  /** A record id (a whole number from 1); `required` makes a missing one a problem too. */
  id(name: string, what: string, { required }: { required: boolean }): string | null {
    const text = this.text(name);
    if (text === null) {
      if (required) this.required(name);
      return null;
    }
    if (positiveInteger.test(text)) return text;
    this.problem(name, `The ${fieldWords(name)} field must be ${what}.`);
    return null;
  }

  /** The trimmed value of `name`, noting a problem when it is missing or empty. */
  requiredText(name: string): string | null {
    const text = this.text(name);
    if (text === null) this.required(name);
    return text;
  }

  /** Notes that `name` must be given. */
  required(name: string): void {
    this.problem(name, `The ${fieldWords(name)} field is required.`);
  }

  /** One of `allowed`, or null when absent. */
  oneOf<Value extends string>(name: string, allowed: readonly Value[]): Value | null {
    const text = this.text(name);
    if (text === null) return null;
    const found = allowed.find((value) => value === text);
    if (found !== undefined) return found;
    this.problem(name, `The ${fieldWords(name)} field must be one of: ${allowed.join(', ')}.`);
    return null;
  }

  /** Text of at most `max` characters, or null when absent. */
  limitedText(name: string, max: number): string | null {
    const text = this.text(name);
    if (text === null || text.length <= max) return text;
    this.problem(name, `The ${fieldWords(name)} field may be at most ${max} characters.`);
    return null;
  }

  /**
   * The checked query, or the 422 Laravel answers: the first problem as the message, "(and N more errors)" when
   * there are more, and every field's problems under `errors`. `build` runs only when every value was good.
   */
  result<Query>(build: () => Query): QueryCheck<Query> {
    const fields = Object.keys(this.#errors);
    if (fields.length === 0) return { ok: true, query: build() };
    const first = this.#errors[fields[0] ?? '']?.[0] ?? 'The given data was invalid.';
    const more = fields.length - 1;
    return { ok: false, message: more > 0 ? `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : first, errors: { ...this.#errors } };
  }
}

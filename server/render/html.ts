/**
 * Text that goes into server HTML: every value is escaped for where it lands, so no merchant text can close a tag,
 * an attribute or a script.
 */

const htmlEscapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);

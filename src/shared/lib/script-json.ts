/**
 * JSON for the inside of a `<script>` element (JSON-LD, a server's hand-over of state): `<` is written `\u003c`, so
 * neither `</script>` nor `<!--` can come out of merchant text, and U+2028/U+2029 (line ends to older JavaScript) are
 * escaped too. JSON.parse reads it back unchanged.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

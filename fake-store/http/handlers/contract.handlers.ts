import { http, HttpResponse } from 'msw';
import { buildContract, type JsonObject, type JsonValue, type OpenAPIDocument, type OpenAPIOperation, type OpenAPIParameter, type OpenAPIResponse, type Reference } from '../../../contract/build-contract';

/*
 * The published contract (issue 7) where a backend developer finds it: the OpenAPI document at /sim/contract.json
 * and a readable page of it at /sim/contract. Both are built from the schemas at each request, so they show the
 * contract of the code that is running; the committed contract/openapi.json is kept equal to it by a test.
 * Exempt from the /api client contract: a person opens these in a browser, without the app's headers.
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The document's descriptions are short markdown: paragraphs and `code`. */
function prose(markdown: string): string {
  return markdown
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
}

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const schemaAnchor = (name: string) => `schema-${name}`;
const operationAnchor = (operation: OpenAPIOperation) => `call-${operation.operationId}`;

function schemaLink(ref: string): string {
  const name = refName(ref);
  return `<a href="#${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</a>`;
}

/** The kind of value in a few words: "string", "list of Product", "map of integer", "one of these". */
function typeWords(schema: JsonObject): string {
  if (typeof schema.$ref === 'string') return schemaLink(schema.$ref);
  if (Array.isArray(schema.anyOf)) return 'one of these';
  if (Array.isArray(schema.allOf)) return 'all of these';
  const type = Array.isArray(schema.type) ? schema.type.map(String).join(' or ') : typeof schema.type === 'string' ? schema.type : null;
  if (type === 'array') return `list of ${isObject(schema.items) ? typeWords(schema.items) : 'any value'}`;
  if (type === 'object' && isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0) return `map of ${typeWords(schema.additionalProperties)}`;
  return type ? escapeHtml(type) : 'any JSON value';
}

/** The constraints worth reading: lengths, bounds, formats, fixed values, what a missing key means. */
function facts(schema: JsonObject): string[] {
  const found: string[] = [];
  const json = (value: JsonValue | undefined) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;
  if (schema.const !== undefined) found.push(`exactly ${json(schema.const)}`);
  if (Array.isArray(schema.enum)) found.push(`one of ${schema.enum.map(json).join(', ')}`);
  if (typeof schema.minLength === 'number') found.push(`at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`);
  if (typeof schema.maxLength === 'number') found.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.minimum === 'number') found.push(`≥ ${schema.minimum}`);
  if (typeof schema.exclusiveMinimum === 'number') found.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.maximum === 'number') found.push(`≤ ${schema.maximum}`);
  if (typeof schema.format === 'string') found.push(`format ${escapeHtml(schema.format)}`);
  else if (typeof schema.pattern === 'string') found.push(`matching <code>${escapeHtml(schema.pattern)}</code>`);
  if (Array.isArray(schema.required) && !isObject(schema.properties)) found.push(`with ${schema.required.map((key) => `<code>${escapeHtml(String(key))}</code>`).join(' and ')} required`);
  if (schema.default !== undefined) found.push(`missing means ${json(schema.default)}`);
  return found;
}

/** A schema as nested lists: its type and constraints on one line, what it tolerates, then its parts. */
function schemaHtml(schema: JsonValue | undefined): string {
  if (!isObject(schema)) return '<span class="type">any JSON value</span>';
  const line = [`<span class="type">${typeWords(schema)}</span>`, ...facts(schema)].join(', ');
  const tolerated = typeof schema['x-tolerated'] === 'string' ? `<div class="tolerated">Tolerated: ${escapeHtml(schema['x-tolerated'])}</div>` : '';
  const description = typeof schema.description === 'string' ? `<div class="description">${prose(schema.description)}</div>` : '';
  return `${line}${tolerated}${description}${partsHtml(schema)}`;
}

function partsHtml(schema: JsonObject): string {
  if (isObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const fields = Object.entries(schema.properties).map(
      ([name, field]) => `<li><code>${escapeHtml(name)}</code>${required.has(name) ? ' <strong>required</strong>' : ''}: ${schemaHtml(field)}</li>`,
    );
    const extra = schema.additionalProperties === true ? '<li>any other key: any JSON value</li>' : '';
    return `<ul>${fields.join('')}${extra}</ul>`;
  }
  for (const keyword of ['anyOf', 'allOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options)) return `<ul>${options.map((option) => `<li>${schemaHtml(option)}</li>`).join('')}</ul>`;
  }
  const inner = isObject(schema.items) ? schema.items : isObject(schema.additionalProperties) ? schema.additionalProperties : null;
  // A list's or map's item is named in the type line; an inline one is spelled out below it.
  if (inner && typeof inner.$ref !== 'string' && Object.keys(inner).length > 0) {
    return `<ul><li>${isObject(schema.items) ? 'each item' : 'each value'}: ${schemaHtml(inner)}</li></ul>`;
  }
  return '';
}

function parameterOf(document: OpenAPIDocument, parameter: OpenAPIParameter | Reference): OpenAPIParameter {
  if (!('$ref' in parameter)) return parameter;
  const found = document.components.parameters[refName(parameter.$ref)];
  if (!found) throw new Error(`The contract refers to ${parameter.$ref}, which it does not define.`);
  return found;
}

function responseOf(document: OpenAPIDocument, response: OpenAPIResponse | Reference): OpenAPIResponse {
  if (!('$ref' in response)) return response;
  const found = document.components.responses[refName(response.$ref)];
  if (!found) throw new Error(`The contract refers to ${response.$ref}, which it does not define.`);
  return found;
}

const asSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const callerWords: Record<string, string> = {
  bearerToken: 'a signed-in customer (<code>Authorization: Bearer &lt;token&gt;</code>)',
  guestId: 'a guest (<code>guest-id: &lt;uuid&gt;</code>)',
};

function operationHtml(document: OpenAPIDocument, path: string, method: string, operation: OpenAPIOperation): string {
  const id = operationAnchor(operation);
  const callers = operation.security.flatMap((requirement) => Object.keys(requirement)).map((scheme) => callerWords[scheme] ?? `<code>${escapeHtml(scheme)}</code>`);
  const parameters = operation.parameters.map((parameter) => parameterOf(document, parameter));
  // One media type per body: JSON, or multipart/form-data for an upload.
  const [bodyType, bodyContent] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = bodyContent?.schema;
  const responses = Object.entries(operation.responses).map(([status, response]) => {
    const { description, content } = responseOf(document, response);
    const answer = content ? `<div class="schema">${schemaHtml(content['application/json'].schema)}</div>` : '<p>No body.</p>';
    return `<dt>${escapeHtml(status)}</dt><dd>${prose(description)}${answer}</dd>`;
  });
  return [
    `<section id="${escapeHtml(id)}" aria-labelledby="${escapeHtml(id)}-title">`,
    `<h3 id="${escapeHtml(id)}-title"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${escapeHtml(operation.summary)}</p>`,
    prose(operation.description),
    `<h4>Who may call</h4><p>${asSentence(callers.join(' or '))}.</p>`,
    '<h4>Parameters</h4>',
    `<ul>${parameters.map((parameter) => `<li><code>${escapeHtml(parameter.name)}</code> (${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''}): ${escapeHtml(parameter.description)} ${schemaHtml(parameter.schema)}</li>`).join('')}</ul>`,
    '<h4>Request body</h4>',
    body ? `<p>As <code>${escapeHtml(bodyType ?? '')}</code>.</p><div class="schema">${schemaHtml(body)}</div>` : '<p>None.</p>',
    '<h4>Answers</h4>',
    `<dl>${responses.join('')}</dl>`,
    '</section>',
  ].join('\n');
}

const styles = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1f2328}
code{font:0.9em ui-monospace,monospace;background:#f3f4f6;padding:0 0.2em;border-radius:3px}
section{border-top:1px solid #d0d7de;padding-top:0.5rem;margin-top:1.5rem}
.tolerated{color:#7a4a00}.summary{font-weight:600}dt{font-weight:700}ul{padding-left:1.25rem}`;

/** The contract as a page a person reads: each call with who may make it, its parameters, body and answers. */
export function renderContractPage(document: OpenAPIDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => (operation ? [{ path, method, operation }] : [])),
  );
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) => `<section id="${escapeHtml(schemaAnchor(name))}" aria-labelledby="${escapeHtml(schemaAnchor(name))}-title"><h3 id="${escapeHtml(schemaAnchor(name))}-title">${escapeHtml(name)}</h3>${schemaHtml(schema)}</section>`,
  );
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.info.title)}</title>`,
    `<style>${styles}</style>`,
    '</head>',
    '<body>',
    '<header>',
    `<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>`,
    prose(document.info.description),
    '<p>The same contract as an OpenAPI 3.1 document: <a href="/sim/contract.json">/sim/contract.json</a>.</p>',
    '</header>',
    '<nav aria-label="Calls">',
    `<ul>${operations.map(({ path, method, operation }) => `<li><a href="#${escapeHtml(operationAnchor(operation))}"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></a></li>`).join('')}</ul>`,
    '</nav>',
    '<main>',
    '<h2>Calls</h2>',
    ...operations.map(({ path, method, operation }) => operationHtml(document, path, method, operation)),
    '<h2>Schemas</h2>',
    ...schemas,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** GET /sim/contract.json (the OpenAPI document) and GET /sim/contract (the page of it). */
export const contractHandlers = [
  http.get('*/sim/contract.json', () => HttpResponse.json(buildContract())),
  http.get('*/sim/contract', () => new HttpResponse(renderContractPage(buildContract()), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })),
];

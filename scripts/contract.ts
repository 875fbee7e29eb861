/** `npm run contract`: writes contract/openapi.json, the published contract of every call the storefront makes. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildContract, serializeContract } from '../contract/build-contract';

// Next to this script, not the caller's directory, so it works from any folder.
const target = fileURLToPath(new URL('../contract/openapi.json', import.meta.url));
const document = buildContract();
writeFileSync(target, serializeContract(document));
console.log(`Wrote ${Object.keys(document.paths).length} paths to contract/openapi.json.`);

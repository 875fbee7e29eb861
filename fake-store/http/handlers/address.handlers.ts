import { http, HttpResponse, type PathParams } from 'msw';
import type * as z from 'zod/mini';
import {
  addressIdPayloadSchema,
  addressPayloadSchema,
  type AddressAdded,
  type AddressList,
} from '@/api/schemas/address.schema';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import type { PlaceDetailsAnswer, PlacePredictions } from '@/api/schemas/place.schema';
import { addressMessages } from '@/domain/address-rules';
import { postalRuleFor } from '@/domain/postal-codes';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, simulatedStoreCountry, type AddressRefusal, type FieldErrors } from '../../domain/addresses';
import {
  checkPincode,
  endPlaceSession,
  isUuid,
  maxPredictionInput,
  notePredictionSession,
  placeDetails,
  placeMessages,
  predictPlaces,
} from '../../domain/places';
import { QueryRules, positiveInteger } from '../../domain/query-rules';
import { unauthenticatedMessage, withClientContract, type Caller, type ContractResolverInfo } from '../client-contract';
import { errorResponse } from '../http-errors';

/*
 * The address book, the place search and the delivery check (ADR 0022; contract: src/api/calls/). The address calls
 * are a customer's: a guest gets 401 as a backend's auth middleware answers. The place search and check-pincode are
 * open to guests, whose checkout asks them too.
 */

type CustomerCaller = Extract<Caller, { kind: 'user' }>;

/** Runs `resolver` for a signed-in customer only; a guest gets 401 `Unauthenticated.`. */
function customerOnly(resolver: (info: ContractResolverInfo<PathParams> & { caller: CustomerCaller }) => Response | Promise<Response>) {
  return withClientContract<PathParams>((info) => {
    if (info.caller.kind !== 'user') return errorResponse(401, unauthenticatedMessage);
    return resolver({ ...info, caller: info.caller });
  });
}

/** A 422 with the errors by field (ADR 0018), Laravel's shape. */
function validationResponse(message: string, errors: FieldErrors = {}): Response {
  return HttpResponse.json({ message, errors } satisfies ApiErrorBody, { status: 422 });
}

function refusalResponse(refusal: AddressRefusal): Response {
  return refusal.status === 404 ? errorResponse(404, refusal.message) : validationResponse(refusal.message, refusal.errors);
}

/** The words for a payload field that is missing or of the wrong type, as a backend's validator words them. */
function missingFieldWords(field: string): string {
  switch (field) {
    case 'name':
      return addressMessages.nameMissing;
    case 'phone':
      return addressMessages.phoneInvalid;
    case 'line1':
      return addressMessages.line1Missing;
    case 'city':
      return addressMessages.cityMissing;
    case 'state':
      return addressMessages.stateMissing;
    case 'postal_code':
      return addressMessages.postalMissing(postalRuleFor(simulatedStoreCountry()).label);
    case 'label':
      return addressMessages.labelInvalid;
    case 'country':
      return 'The country field must be a two-letter country code.';
    case 'address_id':
      return 'The address id field is required.';
    default:
      return 'This field is not in the expected format.';
  }
}

/** Reads a body with the client's own payload schema; a field missing or of the wrong type is a 422 on that field. */
async function readBody<Schema extends z.ZodMiniType>(request: Request, schema: Schema): Promise<{ ok: true; payload: z.output<Schema> } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: validationResponse('The request body must be JSON.') };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= [missingFieldWords(field)];
  }
  return { ok: false, response: validationResponse(Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors) };
}

/** The query's `session_token`: required, and a UUID. */
function sessionTokenOf(rules: QueryRules): string | null {
  const token = rules.requiredText('session_token');
  if (token !== null && !isUuid(token)) {
    rules.problem('session_token', placeMessages.sessionToken);
    return null;
  }
  return token;
}

export const addressHandlers = [
  http.get(
    '*/api/address/get-addresses',
    customerOnly(({ caller }) => HttpResponse.json({ data: listAddresses(caller.user.id) } satisfies AddressList)),
  ),
  http.post(
    '*/api/address/add',
    customerOnly(async ({ request, caller }) => {
      const read = await readBody(request, addressPayloadSchema);
      if (!read.ok) return read.response;
      const result = await addAddress(caller.user.id, read.payload);
      if (!result.ok) return refusalResponse(result);
      return HttpResponse.json({ address: result.address, data: result.list } satisfies AddressAdded, { status: 201 });
    }),
  ),
  http.delete(
    '*/api/address/delete',
    customerOnly(async ({ request, caller }) => {
      const rules = new QueryRules(new URL(request.url).searchParams);
      const addressId = rules.id('address_id', 'an address id', { required: true });
      const checked = rules.result(() => addressId ?? '');
      if (!checked.ok) return validationResponse(checked.message, checked.errors);
      const result = await deleteAddress(caller.user.id, checked.query);
      return result.ok ? HttpResponse.json({ data: result.list } satisfies AddressList) : refusalResponse(result);
    }),
  ),
  http.post(
    '*/api/address/set-default',
    customerOnly(async ({ request, caller }) => {
      const read = await readBody(request, addressIdPayloadSchema);
      if (!read.ok) return read.response;
      if (!positiveInteger.test(String(read.payload.address_id))) return validationResponse('The address id field must be an address id.', { address_id: ['The address id field must be an address id.'] });
      const result = await setDefaultAddress(caller.user.id, read.payload.address_id);
      return result.ok ? HttpResponse.json({ data: result.list } satisfies AddressList) : refusalResponse(result);
    }),
  ),
  http.get(
    '*/api/google/address/details',
    withClientContract(async ({ request }) => {
      const rules = new QueryRules(new URL(request.url).searchParams);
      const placeId = rules.requiredText('place_id');
      const token = sessionTokenOf(rules);
      const checked = rules.result(() => ({ placeId: placeId ?? '', token: token ?? '' }));
      if (!checked.ok) return validationResponse(checked.message, checked.errors);
      const details = placeDetails(checked.query.placeId);
      if (!details) return errorResponse(404, placeMessages.unknownPlace);
      if ((await endPlaceSession(checked.query.token)) === 'reused-after-end') {
        console.info('[simulator] Place details asked with a session token whose session had already ended: Google bills it on its own. Make a new token for each search session.');
      }
      return HttpResponse.json({ data: details } satisfies PlaceDetailsAnswer);
    }),
  ),
  http.get(
    '*/api/google/address',
    withClientContract(async ({ request, branchId }) => {
      const rules = new QueryRules(new URL(request.url).searchParams);
      const input = rules.requiredText('input');
      if (input !== null && input.length > maxPredictionInput) rules.problem('input', `The input field may be at most ${maxPredictionInput} characters.`);
      const token = sessionTokenOf(rules);
      const checked = rules.result(() => ({ input: input ?? '', token: token ?? '' }));
      if (!checked.ok) return validationResponse(checked.message, checked.errors);
      if ((await notePredictionSession(checked.query.token)) === 'reused-after-end') {
        console.info('[simulator] Place predictions asked with the token of a session that a details request ended: Google bills each such request on its own. Make a new token for the next search session.');
      }
      return HttpResponse.json({ data: predictPlaces(checked.query.input, branchId) } satisfies PlacePredictions);
    }),
  ),
  http.get(
    '*/api/check-pincode',
    withClientContract(({ request, branchId }) => {
      const rules = new QueryRules(new URL(request.url).searchParams);
      const pincode = rules.requiredText('pincode');
      const checked = rules.result(() => pincode ?? '');
      if (!checked.ok) return validationResponse(checked.message, checked.errors);
      const result = checkPincode(checked.query, branchId);
      return result.ok ? HttpResponse.json(result.answer) : validationResponse(result.message, { pincode: [result.message] });
    }),
  ),
];

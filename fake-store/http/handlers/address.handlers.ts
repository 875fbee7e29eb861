import { HttpResponse } from 'msw';
import { calls } from '@/api/calls';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
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
import { QueryRules, positiveInteger, type QueryCheck } from '../../domain/query-rules';
import { errorResponse } from '../http-errors';
import { serve, type BodyRefusal } from '../serve';

/*
 * The address book, the place search and the delivery check (ADR 0022; calls: src/api/calls/addresses.ts, places.ts
 * and delivery.ts). The address calls are a customer's: a guest gets 401 as a backend's auth middleware answers. The
 * place search and check-pincode are open to guests, whose checkout asks them too.
 */

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

/** A body field missing or of the wrong type is a 422 on that field; a body that is not JSON, one with no field named. */
function refusedBody(refusal: BodyRefusal): Response {
  if (refusal.kind !== 'invalid') return validationResponse('The request body must be JSON.');
  const errors: FieldErrors = {};
  for (const issue of refusal.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= [missingFieldWords(field)];
  }
  return validationResponse(Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
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

/** The address to delete: required, and an id. */
function addressIdQuery(searchParams: URLSearchParams): QueryCheck<string> {
  const rules = new QueryRules(searchParams);
  const addressId = rules.id('address_id', 'an address id', { required: true });
  return rules.result(() => addressId ?? '');
}

function placeDetailsQuery(searchParams: URLSearchParams): QueryCheck<{ placeId: string; token: string }> {
  const rules = new QueryRules(searchParams);
  const placeId = rules.requiredText('place_id');
  const token = sessionTokenOf(rules);
  return rules.result(() => ({ placeId: placeId ?? '', token: token ?? '' }));
}

function predictionsQuery(searchParams: URLSearchParams): QueryCheck<{ input: string; token: string }> {
  const rules = new QueryRules(searchParams);
  const input = rules.requiredText('input');
  if (input !== null && input.length > maxPredictionInput) rules.problem('input', `The input field may be at most ${maxPredictionInput} characters.`);
  const token = sessionTokenOf(rules);
  return rules.result(() => ({ input: input ?? '', token: token ?? '' }));
}

export const addressHandlers = [
  serve(calls.addresses.list, ({ caller }) => ({ data: listAddresses(caller.user.id) })),
  serve(calls.addresses.add, { refuseBody: refusedBody }, async ({ body, caller }) => {
    const result = await addAddress(caller.user.id, body);
    return result.ok ? { address: result.address, data: result.list } : refusalResponse(result);
  }),
  serve(calls.addresses.delete, { query: addressIdQuery }, async ({ query, caller }) => {
    const result = await deleteAddress(caller.user.id, query);
    return result.ok ? { data: result.list } : refusalResponse(result);
  }),
  serve(calls.addresses.setDefault, { refuseBody: refusedBody }, async ({ body, caller }) => {
    if (!positiveInteger.test(String(body.address_id))) return validationResponse('The address id field must be an address id.', { address_id: ['The address id field must be an address id.'] });
    const result = await setDefaultAddress(caller.user.id, body.address_id);
    return result.ok ? { data: result.list } : refusalResponse(result);
  }),
  serve(calls.places.details, { query: placeDetailsQuery }, async ({ query }) => {
    const details = placeDetails(query.placeId);
    if (!details) return errorResponse(404, placeMessages.unknownPlace);
    if ((await endPlaceSession(query.token)) === 'reused-after-end') {
      console.info('[simulator] Place details asked with a session token whose session had already ended: Google bills it on its own. Make a new token for each search session.');
    }
    return { data: details };
  }),
  serve(calls.places.predictions, { query: predictionsQuery }, async ({ query, branchId }) => {
    if ((await notePredictionSession(query.token)) === 'reused-after-end') {
      console.info('[simulator] Place predictions asked with the token of a session that a details request ended: Google bills each such request on its own. Make a new token for the next search session.');
    }
    return { data: predictPlaces(query.input, branchId) };
  }),
  serve(calls.delivery.checkPincode, ({ query, branchId }) => {
    const result = checkPincode(query.pincode, branchId);
    return result.ok ? result.answer : validationResponse(result.message, { pincode: [result.message] });
  }),
];

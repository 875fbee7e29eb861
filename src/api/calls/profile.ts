import { profileAnswerSchema } from '../schemas/user.schema';
import { defineCall } from './define';

/** The signed-in customer's profile, as the start-up refreshes it. */
export const profile = {
  get: defineCall({
    id: 'getProfile',
    method: 'get',
    path: '/api/user/details',
    audience: 'customer',
    answer: { status: 200, schema: profileAnswerSchema },
  }),
};

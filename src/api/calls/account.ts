import * as z from 'zod/mini';
import { avatarUploadPayloadSchema } from '../schemas/avatar.schema';
import { profileAnswerSchema, profileUpdatePayloadSchema } from '../schemas/user.schema';
import { defineCall } from './define';

/** The signed-in customer's account: their details, their picture and signing out. */
export const account = {
  updateDetails: defineCall({
    id: 'updateProfile',
    method: 'post',
    path: '/api/user/update-details',
    audience: 'customer',
    body: profileUpdatePayloadSchema,
    answer: { status: 200, schema: profileAnswerSchema },
  }),
  changeAvatar: defineCall({
    id: 'changeAvatar',
    method: 'post',
    path: '/api/user/change-avatar',
    audience: 'customer',
    body: avatarUploadPayloadSchema,
    bodyMediaType: 'multipart/form-data',
    answer: { status: 200, schema: profileAnswerSchema },
  }),
  // 204, or 200 with `{ message }`: the body is not read, the session ends on this device whatever the answer.
  logout: defineCall({
    id: 'logout',
    method: 'post',
    path: '/api/logout',
    audience: 'customer',
    answer: { status: 204, schema: z.unknown() },
  }),
};

import * as z from 'zod/mini';
import { apiRequest, type RequestContext } from './client';
import {
  authResponseSchema,
  profileAnswerSchema,
  type LoginPayload,
  type ProfileUpdatePayload,
  type RegisterPayload,
} from './schemas/user.schema';

export type { LoginPayload, ProfileUpdatePayload, RegisterPayload };

export const login = (context: RequestContext, payload: LoginPayload) =>
  apiRequest(context, { method: 'post', path: '/api/login', json: payload, schema: authResponseSchema });

export const register = (context: RequestContext, payload: RegisterPayload) =>
  apiRequest(context, { method: 'post', path: '/api/register', json: payload, schema: authResponseSchema });

export const fetchProfile = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/user/details', schema: profileAnswerSchema });

export const updateProfile = (context: RequestContext, payload: ProfileUpdatePayload) =>
  apiRequest(context, { method: 'post', path: '/api/user/update-details', json: payload, schema: profileAnswerSchema });

export const logout = (context: RequestContext) =>
  apiRequest(context, { method: 'post', path: '/api/logout', schema: z.unknown() });

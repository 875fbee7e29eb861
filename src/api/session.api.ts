import * as z from 'zod/mini';
import { apiRequest, type RequestContext } from './client';
import { authResponseSchema, userProfileSchema } from './schemas/user.schema';

export interface LoginPayload {
  email: string;
  password: string;
}

export interface RegisterPayload {
  name: string;
  email: string;
  phone: string | null;
  password: string;
}

export type ProfileUpdatePayload = Partial<{ name: string; email: string | null; phone: string | null }>;

const profileAnswerSchema = z.object({ user: userProfileSchema });

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

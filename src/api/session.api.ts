import * as z from 'zod/mini';
import { apiRequest, type RequestContext } from './client';
import {
  acknowledgementSchema,
  authResponseSchema,
  otpSentSchema,
  profileAnswerSchema,
  type ForgotPasswordPayload,
  type LoginOtpPayload,
  type LoginPayload,
  type ProfileUpdatePayload,
  type RegisterPayload,
  type SendLoginOtpPayload,
  type VerifyForgotPasswordPayload,
} from './schemas/user.schema';

export type { ForgotPasswordPayload, LoginOtpPayload, LoginPayload, ProfileUpdatePayload, RegisterPayload, SendLoginOtpPayload, VerifyForgotPasswordPayload };

/*
 * The account calls (ADR 0019). Sign-in and register are sent by a guest, so `apiRequest` puts the guest id header
 * on them: the backend moves that guest's cart into the account's cart in the same request.
 */

export const login = (context: RequestContext, payload: LoginPayload) =>
  apiRequest(context, { method: 'post', path: '/api/login', json: payload, schema: authResponseSchema });

export const register = (context: RequestContext, payload: RegisterPayload) =>
  apiRequest(context, { method: 'post', path: '/api/register', json: payload, schema: authResponseSchema });

export const sendLoginOtp = (context: RequestContext, payload: SendLoginOtpPayload) =>
  apiRequest(context, { method: 'post', path: '/api/send-login-otp', json: payload, schema: otpSentSchema });

export const loginWithOtp = (context: RequestContext, payload: LoginOtpPayload) =>
  apiRequest(context, { method: 'post', path: '/api/login-otp', json: payload, schema: authResponseSchema });

export const sendForgotPasswordEmail = (context: RequestContext, payload: ForgotPasswordPayload) =>
  apiRequest(context, { method: 'post', path: '/api/send-forgot-password-email', json: payload, schema: otpSentSchema });

export const verifyForgotPassword = (context: RequestContext, payload: VerifyForgotPasswordPayload) =>
  apiRequest(context, { method: 'post', path: '/api/verify-forgot-password', json: payload, schema: acknowledgementSchema });

export { fetchProfile } from './profile.api';

export const updateProfile = (context: RequestContext, payload: ProfileUpdatePayload) =>
  apiRequest(context, { method: 'post', path: '/api/user/update-details', json: payload, schema: profileAnswerSchema });

/** 204, or 200 with `{ message }`: the body is not read, the session ends on this device whatever the answer. */
export const logout = (context: RequestContext) =>
  apiRequest(context, { method: 'post', path: '/api/logout', schema: z.unknown() });

import { acknowledgementSchema, authResponseSchema, forgotPasswordPayloadSchema, loginOtpPayloadSchema, loginPayloadSchema, otpSentSchema, registerPayloadSchema, sendLoginOtpPayloadSchema, verifyForgotPasswordPayloadSchema } from '../schemas/user.schema';
import { defineCall } from './define';

/** Signing in, registering and resetting a password (ADR 0019): a guest's calls, which move the guest's cart into the account's. */
export const auth = {
  login: defineCall({
    id: 'login',
    method: 'post',
    path: '/api/login',
    audience: 'guest-or-customer',
    body: loginPayloadSchema,
    answer: { status: 200, schema: authResponseSchema },
  }),
  register: defineCall({
    id: 'register',
    method: 'post',
    path: '/api/register',
    audience: 'guest-or-customer',
    body: registerPayloadSchema,
    answer: { status: 201, schema: authResponseSchema },
  }),
  sendLoginOtp: defineCall({
    id: 'sendLoginOtp',
    method: 'post',
    path: '/api/send-login-otp',
    audience: 'guest-or-customer',
    body: sendLoginOtpPayloadSchema,
    answer: { status: 200, schema: otpSentSchema },
  }),
  loginWithOtp: defineCall({
    id: 'loginWithOtp',
    method: 'post',
    path: '/api/login-otp',
    audience: 'guest-or-customer',
    body: loginOtpPayloadSchema,
    answer: { status: 200, schema: authResponseSchema },
  }),
  sendForgotPasswordEmail: defineCall({
    id: 'sendForgotPasswordEmail',
    method: 'post',
    path: '/api/send-forgot-password-email',
    audience: 'guest-or-customer',
    body: forgotPasswordPayloadSchema,
    answer: { status: 200, schema: otpSentSchema },
  }),
  verifyForgotPassword: defineCall({
    id: 'verifyForgotPassword',
    method: 'post',
    path: '/api/verify-forgot-password',
    audience: 'guest-or-customer',
    body: verifyForgotPasswordPayloadSchema,
    answer: { status: 200, schema: acknowledgementSchema },
  }),
};

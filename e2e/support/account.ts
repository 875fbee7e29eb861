import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seedLocalStorage } from './fixtures';
import { apiHeaders } from './server-cart';

/*
 * Customers for the account specs (issue 17). The simulator's store is one process shared by every test and both
 * viewports, running two at a time: a test that changes an account (addresses, wishlist, profile, password) makes a
 * customer of its own with `registerCustomer`, never changes the seeded demo customer, so no test sees another's.
 */

/** The seeded demo customer (fake-store/domain/seed-facts.ts; README): for reading, never for changing. */
export const demoCustomer = { email: 'alex@example.com', phone: '+1 555 0100', password: 'demo-password-1', name: 'Alex Morgan' } as const;

/** The fixed codes the simulator "sends" (fake-store/domain/auth.ts simulatorCodes; fake-store/README.md). */
export const simulatorCodes = { login: '246810', reset: '135790' } as const;

export interface TestCustomer {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** A bearer token of a session the simulator started at registration. */
  token: string;
  user: { id: number | string; name: string; email: string | null; phone: string | null };
}

let customerCount = 0;

/** Registers a fresh customer through the API (as a guest of its own) and returns its details and session token. */
export async function registerCustomer(request: APIRequestContext, name = 'Robin Tester'): Promise<TestCustomer> {
  customerCount += 1;
  const unique = `${Date.now().toString(36)}${customerCount}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-${unique}@example.com`;
  // Seven or more digits, unique enough across a run: the simulator refuses a phone another account has.
  const phone = `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const password = 'e2e-password-1';
  const response = await request.post('/api/register?branch_id=1', {
    headers: apiHeaders(crypto.randomUUID()),
    data: { name, email, phone, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: TestCustomer['user'] };
  return { name, email, phone, password, token: body.token, user: body.user };
}

/**
 * Opens the store as `customer`, signed in: the session is put in the kept state before the app boots, as a shopper
 * who signed in on an earlier visit (the app refreshes the profile from user/details at start).
 */
export async function signedInAs(page: Page, customer: Pick<TestCustomer, 'token' | 'user'>): Promise<void> {
  await seedLocalStorage(page, { storefrontApp: { version: 1, state: { user: { ...customer.user, authToken: customer.token } } } });
}

// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { AuthResponse } from '@/api/schemas/user.schema';
import { SERVER_MESSAGE_MAX_LENGTH } from '@/api/server-message';
import { Toaster } from '@/app/shell/Toaster';
import { cartAddRequested } from '@/models/cart/cart.model';
import { requestHandler } from '@/models/catalog/test-products';
import { registerFx } from '@/models/session/auth.model';
import RegisterScreen from '@/screens/auth/RegisterScreen';
import { seedFacts } from '../fake-store/domain/seed-facts';
import { setupSimulatedStore, startApp } from './support/simulated-store';

/*
 * A message from the server is shown capped (ADR 0036): a 3 MB one made the error 33 million px wide and took 16.7 s
 * to render. The text's lengths are asserted, never the texts, so a failure reads in a line rather than in 3 MB.
 */

const { server } = setupSimulatedStore();

const threeMegabytes = 3 * 1024 * 1024;
const sentence = 'This product cannot be added right now. ';
const hugeMessage = sentence.repeat(Math.ceil(threeMegabytes / sentence.length));
const hugeWord = 'x'.repeat(threeMegabytes);

const quietConsole = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('a 3 MB message from the server', () => {
  it('shows in a toast as its first words, capped, when the cart refuses an add (422)', async () => {
    quietConsole();
    server.use(http.post('*/api/cart/add', () => HttpResponse.json({ message: hugeMessage }, { status: 422 })));
    const scope = await startApp(fork());
    render(
      <Provider value={scope}>
        <Toaster />
      </Provider>,
    );
    const noOptions = { selectedAttributes: {}, selectedMultiAttributes: {} };
    // Not awaited: settling would wait out the toast's 2 s, and the toast with it.
    void allSettled(cartAddRequested, { scope, params: { requestId: 'huge-1', product_id: seedFacts.productWithoutOptionsId, quantity: 1, selection: noOptions } });
    const toast = await screen.findByTestId('toast');
    const text = toast.querySelector('.toast__message')?.textContent ?? '';
    expect(text.length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH);
    expect(text.startsWith(sentence)).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    // The dismiss button names the toast with the same capped words.
    expect(screen.getByRole('button', { name: /^Dismiss: / }).getAttribute('aria-label')?.length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH + 'Dismiss: '.length);
  });

  describe("in a form's refusal", () => {
    function renderRegisterRefused(body: unknown, message: string) {
      const register = vi.fn((): Promise<AuthResponse> => Promise.reject(new ApiError('rejected', message, 422, [], false, body)));
      const scope = fork({ handlers: [requestHandler(registerFx, register)] });
      const location = memoryLocation({ path: '/register', record: true });
      render(
        <Provider value={scope}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <main>
              <RegisterScreen />
            </main>
          </Router>
        </Provider>,
      );
    }

    async function submitValidForm() {
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Your name'), 'Sam Lee');
      await user.type(screen.getByLabelText('Email'), 'sam@example.com');
      await user.type(screen.getByLabelText('Password'), 'good-pass-1');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
    }

    it("shows a field's error capped beside its field", async () => {
      quietConsole();
      renderRegisterRefused({ message: 'Check the highlighted fields.', errors: { email: [hugeWord] } }, 'Check the highlighted fields.');
      await submitValidForm();
      const email = screen.getByLabelText('Email');
      await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
      const error = document.getElementById(email.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
      expect(error?.textContent?.length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH);
      expect(error?.textContent?.endsWith('…')).toBe(true);
    });

    it('shows the message, and errors for fields the form lacks, capped as one in the summary', async () => {
      quietConsole();
      const errors = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`unknown_${index}`, [`The field unknown_${index} is wrong in some way.`]]));
      renderRegisterRefused({ message: hugeMessage, errors }, hugeMessage);
      await submitValidForm();
      await waitFor(() => expect(document.querySelector('.form-summary__text')).not.toBeNull());
      const text = document.querySelector('.form-summary__text')?.textContent ?? '';
      expect(text.length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH);
      expect(text.startsWith(sentence)).toBe(true);
    });
  });
});

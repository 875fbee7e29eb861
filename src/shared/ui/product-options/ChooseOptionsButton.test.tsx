// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '@/models/toast/toast.model';
import { renderInStore } from '@/shared/ui/product-card/testing';
import { ChooseOptionsButton, OPTIONS_UNAVAILABLE_MESSAGE } from './ChooseOptionsButton';
import * as entry from './product-options-entry';
import { optionsPizza } from './test-product';

afterEach(() => vi.restoreAllMocks());

describe('Choose options', () => {
  it('tells the shopper when the panel cannot load (offline), instead of doing nothing', async () => {
    vi.spyOn(entry, 'loadProductOptionsPanel').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { scope, location } = renderInStore(<ChooseOptionsButton product={optionsPizza} />);
    await userEvent.click(screen.getByRole('button', { name: /Choose options/ }));
    await waitFor(() => expect(scope.getState($toasts).map((toast) => toast.message)).toEqual([OPTIONS_UNAVAILABLE_MESSAGE]));
    expect(location.history).toEqual(['/']);
  });
});

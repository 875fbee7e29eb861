// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PluginViewProps } from '@/layout/define-plugin';
import { createLiveChatView, defineLiveChatVendor, type LiveChatVendor } from './live-chat';
import { appendedScripts, installFreshVendorProxy, TestErrorBoundary } from './live-chat-testing';

interface TestConfig {
  accountId: string;
}

declare global {
  interface Window {
    testChatAccount?: string;
  }
}

let prefix = '';

function testVendor(overrides: Partial<LiveChatVendor<TestConfig>> = {}) {
  return defineLiveChatVendor<TestConfig>({
    name: 'Test chat',
    scriptUrl: ({ accountId }) => `https://chat.example.com/embed/${accountId}.js?v=2`,
    beforeLoad: vi.fn((config: TestConfig, win: Window) => {
      win.testChatAccount = config.accountId;
    }),
    hide: vi.fn(),
    show: vi.fn(),
    ...overrides,
  });
}

const props = (accountId = 'acme'): PluginViewProps<TestConfig> => ({ config: { accountId }, mode: 'live', placement: 'body-end' });

async function fire(script: HTMLScriptElement | undefined, type: 'load' | 'error') {
  if (!script) throw new Error('no script was appended');
  await act(async () => {
    script.dispatchEvent(new Event(type));
  });
}

beforeEach(() => {
  prefix = installFreshVendorProxy();
});

afterEach(() => {
  appendedScripts(prefix).forEach((script) => script.remove());
  delete window.testChatAccount;
});

describe('a live-chat view made from a vendor definition', () => {
  it('renders nothing itself: the vendor script draws the widget', () => {
    const View = createLiveChatView(testVendor());
    const { container } = render(<View {...props()} />);
    expect(container.innerHTML).toBe('');
  });

  it('appends the vendor script once, at its address under the vendor proxy, even in strict mode', async () => {
    const vendor = testVendor();
    const View = createLiveChatView(vendor);
    const { rerender } = render(
      <StrictMode>
        <View {...props()} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <View {...props()} />
      </StrictMode>,
    );
    const scripts = appendedScripts(prefix);
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([`${prefix}chat.example.com/embed/acme.js?v=2`]);
    expect(scripts[0]?.async).toBe(true);
    expect(vendor.beforeLoad).toHaveBeenCalledOnce();

    await fire(scripts[0], 'load');
    expect(vendor.show).toHaveBeenCalled();
  });

  it('sets the vendor’s globals before the script is in the page', () => {
    const append = vi.spyOn(document.body, 'append');
    let accountWhenAppended: string | undefined;
    append.mockImplementation(function (this: HTMLElement, ...nodes) {
      accountWhenAppended = window.testChatAccount;
      return HTMLElement.prototype.append.apply(this, nodes);
    });
    const View = createLiveChatView(testVendor());
    render(<View {...props('globex')} />);
    expect(appendedScripts(prefix)).toHaveLength(1);
    expect(accountWhenAppended).toBe('globex');
  });

  it('keeps its first configuration: a loaded vendor script cannot take another one', async () => {
    const vendor = testVendor();
    const View = createLiveChatView(vendor);
    const { rerender } = render(<View {...props('acme')} />);
    await fire(appendedScripts(prefix)[0], 'load');
    rerender(<View {...props('globex')} />);
    expect(appendedScripts(prefix)).toHaveLength(1);
    expect(vendor.beforeLoad).toHaveBeenCalledOnce();
  });

  describe('when unmounted and mounted again', () => {
    it('hides the widget, then shows the same one again without a second script', async () => {
      const vendor = testVendor();
      const View = createLiveChatView(vendor);
      const first = render(<View {...props()} />);
      await fire(appendedScripts(prefix)[0], 'load');
      expect(vendor.show).toHaveBeenCalledTimes(1);

      first.unmount();
      expect(vendor.hide).toHaveBeenCalledTimes(1);

      render(<View {...props()} />);
      await act(async () => undefined);
      expect(appendedScripts(prefix)).toHaveLength(1);
      expect(vendor.beforeLoad).toHaveBeenCalledOnce();
      expect(vendor.show).toHaveBeenCalledTimes(2);
    });

    it('hides a widget whose script arrives after the view is gone', async () => {
      const vendor = testVendor();
      const View = createLiveChatView(vendor);
      const { unmount } = render(<View {...props()} />);
      const script = appendedScripts(prefix)[0];
      unmount();
      await fire(script, 'load');
      expect(vendor.show).not.toHaveBeenCalled();
      expect(vendor.hide).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the vendor script fails to load', () => {
    it('throws the failure to the plugin’s error boundary, naming the script', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error too
      const View = createLiveChatView(testVendor());
      const { getByRole } = render(
        <TestErrorBoundary>
          <View {...props()} />
        </TestErrorBoundary>,
      );
      await fire(appendedScripts(prefix)[0], 'error');
      expect(getByRole('alert').textContent).toBe(`The script ${prefix}chat.example.com/embed/acme.js?v=2 failed to load`);
    });

    it('tries again on the next mount', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const vendor = testVendor();
      const View = createLiveChatView(vendor);
      const { unmount } = render(
        <TestErrorBoundary>
          <View {...props()} />
        </TestErrorBoundary>,
      );
      await fire(appendedScripts(prefix)[0], 'error');
      unmount();
      expect(appendedScripts(prefix)).toHaveLength(0);

      render(<View {...props()} />);
      expect(appendedScripts(prefix)).toHaveLength(1);
      expect(vendor.beforeLoad).toHaveBeenCalledTimes(2);
    });
  });
});

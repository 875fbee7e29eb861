// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { readPluginConfig, type PluginViewProps } from '@/layout/define-plugin';
import type { RenderMode } from '@/layout/define-block';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import MessagingChat, { clickToChatUrl } from './MessagingChat';
import { messagingChatConfigSchema, messagingChatPlugin, type MessagingChatConfig } from './messaging_chat.plugin';

const seeded = simulatedPluginSettings.messaging_chat;

/** The site settings of a store with the plugin on and the simulator's configuration, changed by `overrides`. */
function settings(overrides: Record<string, string> = {}) {
  return { [seeded.enabled]: true, ...seeded.config, ...overrides };
}

function configOf(overrides: Partial<MessagingChatConfig> = {}): MessagingChatConfig {
  return messagingChatConfigSchema.parse({ phone: '+1 555 010 0199', message: 'Hi! Is the patio open?', label: 'Chat with us', ...overrides });
}

function renderChat({ config = configOf(), placement = 'floating', mode = 'live' }: { config?: MessagingChatConfig; placement?: PluginViewProps<MessagingChatConfig>['placement']; mode?: RenderMode } = {}) {
  return render(<MessagingChat config={config} placement={placement} mode={mode} />);
}

describe('the messaging_chat plugin', () => {
  describe('its configuration', () => {
    it('reads the simulated store’s settings', () => {
      expect(readPluginConfig(messagingChatPlugin, settings())).toEqual({
        status: 'on',
        config: { phone: '+1 555 010 0199', message: 'Hi Juniper Kitchen! I have a question about my order.', label: 'Chat with us', position: 'bottom-right' },
      });
    });

    it('needs only the number; the message, label and corner have defaults', () => {
      expect(messagingChatConfigSchema.parse({ phone: '15550100199' })).toEqual({
        phone: '15550100199',
        message: 'Hello! I have a question about my order.',
        label: 'Chat with us',
        position: 'bottom-right',
      });
    });

    it('is off unless its switch is on', () => {
      expect(readPluginConfig(messagingChatPlugin, { ...seeded.config })).toEqual({ status: 'off' });
      expect(readPluginConfig(messagingChatPlugin, { ...seeded.config, [seeded.enabled]: 'true' })).toEqual({ status: 'off' });
    });

    it.each([
      ['letters', '+1 555 CALL NOW'],
      ['too few digits', '+1 555'],
      ['a local form with dashes', '555-010-0199'],
    ])('refuses a number with %s, saying how to write it', (_, phone) => {
      expect(readPluginConfig(messagingChatPlugin, settings({ plugin_messaging_chat_phone: phone }))).toEqual({
        status: 'invalid',
        issues: [{ path: 'plugin_messaging_chat_phone', message: 'Use the number in international form, e.g. +1 555 010 0199' }],
      });
    });

    it('refuses a corner it does not know, naming the setting', () => {
      const state = readPluginConfig(messagingChatPlugin, settings({ plugin_messaging_chat_position: 'top-left' }));
      expect(state.status === 'invalid' ? state.issues.map((issue) => issue.path) : state).toEqual(['plugin_messaging_chat_position']);
    });
  });

  describe('its link', () => {
    it('opens a click-to-chat link to the number’s digits with the message prefilled', () => {
      expect(clickToChatUrl('+1 555 010 0199', 'Hi! Table for 2 & a cake?')).toBe('https://wa.me/15550100199?text=Hi!%20Table%20for%202%20%26%20a%20cake%3F');
    });

    it('leaves the message out when there is none', () => {
      expect(clickToChatUrl('+44 20 7946 0958', '  ')).toBe('https://wa.me/442079460958');
    });
  });

  describe('its view', () => {
    it('is a link named by the label that opens the chat in a new tab', () => {
      renderChat();
      const link = screen.getByRole('link', { name: 'Chat with us' });
      expect(link.getAttribute('href')).toBe('https://wa.me/15550100199?text=Hi!%20Is%20the%20patio%20open%3F');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.textContent).toBe('Chat with us');
    });

    it('tells screen-reader users that it leaves the store', () => {
      renderChat();
      expect(screen.getByRole('link', { name: 'Chat with us' }).getAttribute('aria-describedby')).not.toBeNull();
      expect(screen.getByRole('link', { description: 'Opens WhatsApp in a new tab' })).toBeTruthy();
    });

    it('shows the configured label', () => {
      renderChat({ config: configOf({ label: 'Message us' }) });
      expect(screen.getByRole('link', { name: 'Message us' })).toBeTruthy();
    });

    it('hides its icon from assistive technology', () => {
      const { container } = renderChat();
      expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    });

    it.each([['bottom-right'], ['bottom-left']] as const)('floats in the %s corner when site-wide', (position) => {
      const { container } = renderChat({ config: configOf({ position }) });
      const root = container.querySelector('[data-plugin="messaging_chat"]');
      expect(root?.classList.contains('plugin-messaging-chat--floating')).toBe(true);
      expect(root?.classList.contains(`plugin-messaging-chat--${position}`)).toBe(true);
    });

    it('sits in the page, not floating, when a layout item places it', () => {
      const { container } = renderChat({ placement: 'slot' });
      const root = container.querySelector('[data-plugin="messaging_chat"]');
      expect(root?.className).toBe('plugin-messaging-chat plugin-messaging-chat--inline');
    });

    it('tells other floating notices how much room it takes while it floats, and stops when it goes', () => {
      const rootStyle = document.documentElement.style;
      const { unmount } = renderChat({ config: configOf({ position: 'bottom-left' }) });
      expect(rootStyle.getPropertyValue('--floating-chat-clearance')).toBe('calc(3rem + 12px)');
      expect(rootStyle.getPropertyValue('--floating-chat-clearance-bottom-left')).toBe('calc(3rem + 12px)');
      expect(rootStyle.getPropertyValue('--floating-chat-clearance-bottom-right')).toBe('');
      unmount();
      expect(rootStyle.getPropertyValue('--floating-chat-clearance')).toBe('');
      expect(rootStyle.getPropertyValue('--floating-chat-clearance-bottom-left')).toBe('');
    });

    it('takes no room at the bottom of the screen when it sits in the page', () => {
      renderChat({ placement: 'slot' });
      expect(document.documentElement.style.getPropertyValue('--floating-chat-clearance')).toBe('');
    });

    it('renders the same in merchant preview', () => {
      const live = renderChat().container.innerHTML;
      const preview = renderChat({ mode: 'preview' }).container.innerHTML;
      // The generated id that ties the link to its hint differs between renders; everything else is the same.
      const withoutIds = (html: string) => html.replace(/(id|aria-describedby)="[^"]*"/g, '$1');
      expect(withoutIds(preview)).toBe(withoutIds(live));
    });

    it.each([['floating'], ['slot']] as const)('has no accessibility violations axe can see without layout (%s)', async (placement) => {
      const { container } = renderChat({ placement });
      // `region`: a floating control lives outside the page's landmarks by design, beside the main content.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});

/** A plugin the simulated store can switch: the plugin registry's uniqueIds (tests/plugin-contract.test.ts). */
export type SimulatedPluginId = keyof typeof simulatedPluginSettings;

/**
 * The simulated store's settings for each plugin: its switch (off by default, so the seeded home page measures
 * without plugins) and a valid configuration. `?plugins=all`, `?plugins=none` or `?plugins=<uniqueId>,<uniqueId>`
 * switches them (fake-store/hosts/plugin-switch.ts). Keyed by the plugins' uniqueIds: tests/plugin-contract.test.ts
 * holds the keys to the plugin registry's, so the fake store needs no import of plugins/.
 */
export const simulatedPluginSettings = {
  cookie_consent: {
    enabled: 'plugin_cookie_consent_enabled',
    config: { plugin_cookie_consent_policy_url: '/page/privacy' },
  },
  messaging_chat: {
    enabled: 'plugin_messaging_chat_enabled',
    config: {
      plugin_messaging_chat_phone: '+1 555 010 0199',
      plugin_messaging_chat_message: 'Hi Juniper Kitchen! I have a question about my order.',
      plugin_messaging_chat_label: 'Chat with us',
      plugin_messaging_chat_position: 'bottom-right',
    },
  },
  google_analytics: {
    enabled: 'plugin_google_analytics_enabled',
    config: { plugin_google_analytics_measurement_id: 'G-SIM12345' },
  },
  wheel_of_popups: {
    enabled: 'plugin_wheel_of_popups_enabled',
    config: {
      plugin_wheel_of_popups_title: 'Spin to win a discount',
      plugin_wheel_of_popups_segments: JSON.stringify([
        { label: '10% off', code: 'WELCOME10', weight: 3 },
        { label: 'Try again', code: null, weight: 4 },
        { label: '$5 off', code: 'SAVE5', weight: 2 },
        { label: 'Free delivery', code: 'FREEDELIVERY', weight: 1 },
      ]),
      plugin_wheel_of_popups_trigger: 'delay',
      plugin_wheel_of_popups_trigger_value: '3',
    },
  },
  social_proof: {
    enabled: 'plugin_social_proof_enabled',
    config: { plugin_social_proof_interval_seconds: '8', plugin_social_proof_position: 'bottom-left', plugin_social_proof_max_age_hours: '48' },
  },
  live_chat_tawk: {
    enabled: 'plugin_live_chat_tawk_enabled',
    config: { plugin_live_chat_tawk_property_id: '5f1e2d3c4b5a69788796a5b4', plugin_live_chat_tawk_widget_id: 'default' },
  },
  live_chat_crisp: {
    enabled: 'plugin_live_chat_crisp_enabled',
    config: { plugin_live_chat_crisp_website_id: '0b6c9a52-3f1e-4d7a-9c2b-8e5f1a2b3c4d' },
  },
};

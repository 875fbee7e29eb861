import { createLiveChatView, defineLiveChatVendor } from '../live-chat/live-chat';
import type { CrispConfig } from './live_chat_crisp.plugin';

/** A Crisp command, e.g. `['do', 'chat:open']` (https://docs.crisp.chat/guides/chatbox-sdks/web-sdk/dollar-crisp/). */
type CrispCommand = unknown[];

/** Once Crisp's script has run, `$crisp` is its object: push runs a command at once. */
interface CrispApi {
  push: (...commands: CrispCommand[]) => unknown;
}

declare global {
  interface Window {
    /** Before Crisp's script runs, a plain array of queued commands; the script then replaces it with its API. */
    $crisp?: CrispCommand[] | CrispApi;
    CRISP_WEBSITE_ID?: string;
  }
}

/** Crisp runs queued commands in order once it loads, so hiding and showing may be asked before the script is there. */
function crispCommand(win: Window, command: CrispCommand) {
  win.$crisp?.push(command);
}

export const crispVendor = defineLiveChatVendor<CrispConfig>({
  name: 'Crisp',
  scriptUrl: () => 'https://client.crisp.chat/l.js',
  // Crisp's embed code: the command queue and the website id, read by l.js when it runs.
  beforeLoad: ({ websiteId }, win) => {
    win.$crisp = [];
    win.CRISP_WEBSITE_ID = websiteId;
  },
  hide: (win) => crispCommand(win, ['do', 'chat:hide']),
  show: (win) => crispCommand(win, ['do', 'chat:show']),
});

/** The Crisp plugin's view: the vendor's script draws the chatbox. */
export default createLiveChatView(crispVendor);

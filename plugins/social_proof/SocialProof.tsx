import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { RecentOrder } from '@/api/schemas/recent-orders.schema';
import type { PluginViewProps } from '@/layout/define-plugin';
import { $recentOrders, recentOrdersWanted } from '@/models/recent-orders/recent-orders.model';
import { isCheckoutPath, noticeText, recentEnough } from './social-proof.lib';
import type { SocialProofConfig } from './social_proof.plugin';
import './SocialProof.css';

/** Set for the rest of the tab's session once the shopper closes the notices. */
export const CLOSED_STORAGE_KEY = 'storefrontSocialProofClosed';

// sessionStorage can throw on access (some privacy modes) or on write (quota): either way the notices carry on.
function readClosed(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberClosed() {
  try {
    window.sessionStorage.setItem(CLOSED_STORAGE_KEY, 'true');
  } catch {
    // Not remembered: the notices stay closed until the next page load, which is the best we can do.
  }
}

type Rotation = 'playing' | 'paused';

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5v14l11-7z" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

interface NoticesProps {
  orders: readonly RecentOrder[];
  config: SocialProofConfig;
  placement: PluginViewProps<SocialProofConfig>['placement'];
  rotation: Rotation;
  onRotationToggled: () => void;
  onClosed: () => void;
}

/**
 * The notices for one list of orders, while on screen. Mounted afresh for each list and each time the notices come
 * back into view, so the rotation starts from the newest order with its age counted from then.
 */
function Notices({ orders, config, placement, rotation, onRotationToggled, onClosed }: NoticesProps) {
  // Which notice is on show, and the moment its "… ago" is counted to; both move on together at each turn.
  const [turn, setTurn] = useState(() => ({ index: 0, now: Date.now() }));
  const notices = useMemo(() => recentEnough(orders, config.maxAgeHours, turn.now), [orders, config.maxAgeHours, turn.now]);
  const hasNotices = notices.length > 0;

  // While playing, move to the next notice every interval (and age the times with it). Paused or empty, it stops.
  useEffect(() => {
    if (!hasNotices || rotation === 'paused') return;
    const timer = window.setInterval(() => setTurn((current) => ({ index: current.index + 1, now: Date.now() })), config.intervalSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [hasNotices, rotation, config.intervalSeconds]);

  const notice = notices[turn.index % notices.length];
  if (!notice) return null;

  const where = placement === 'slot' ? 'plugin-social-proof--inline' : `plugin-social-proof--floating plugin-social-proof--${config.position}`;
  return (
    <section className={`plugin-social-proof ${where}`} data-plugin="social_proof" aria-label="Recent purchases">
      {/* The live region stays put while its text changes, so each new notice is announced, politely. */}
      <div className="plugin-social-proof__message" role="status" aria-live="polite" aria-atomic="true">
        {/* Keyed by turn, so the entrance animation plays for every notice, even the same order coming round again. */}
        <p key={turn.index} className="plugin-social-proof__text">
          {noticeText(notice, turn.now)}
        </p>
      </div>
      <div className="plugin-social-proof__controls">
        <button
          type="button"
          className="plugin-social-proof__control"
          aria-label={rotation === 'playing' ? 'Pause purchase notices' : 'Resume purchase notices'}
          onClick={onRotationToggled}
        >
          {rotation === 'playing' ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className="plugin-social-proof__control" aria-label="Close purchase notices" onClick={onClosed}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}

/**
 * Social-proof notices: "Someone in {city} bought {product} {time} ago", one recent order at a time, the next every
 * `intervalSeconds`. Shoppers can pause the rotation or close the notices for the session. They stay out of the
 * cart and checkout entirely, so they never cover those controls, and show nothing when the orders cannot be had.
 */
export default function SocialProof({ config, placement }: PluginViewProps<SocialProofConfig>) {
  const [path] = useLocation();
  const [recentOrders, wantOrders] = useUnit([$recentOrders, recentOrdersWanted]);
  const [closed, setClosed] = useState(readClosed);
  // Kept out here, so a pause holds when the shopper visits the cart and comes back.
  const [rotation, setRotation] = useState<Rotation>('playing');
  const hidden = closed || isCheckoutPath(path);

  // When the notices first could show, ask for the orders (the model asks once per branch).
  useEffect(() => {
    if (!hidden) wantOrders();
  }, [hidden, wantOrders]);

  if (hidden || recentOrders.status !== 'ready') return null;
  return (
    <Notices
      key={recentOrders.request}
      orders={recentOrders.orders}
      config={config}
      placement={placement}
      rotation={rotation}
      onRotationToggled={() => setRotation((current) => (current === 'playing' ? 'paused' : 'playing'))}
      onClosed={() => {
        rememberClosed();
        setClosed(true);
      }}
    />
  );
}

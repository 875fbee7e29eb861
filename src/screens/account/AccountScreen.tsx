import { useUnit } from 'effector-react';
import { Link, useLocation } from 'wouter';
import { logoutClicked } from '@/models/session/auth.model';
import { $user } from '@/models/session/session.model';
import { Avatar } from '@/shared/ui/avatar/Avatar';
import './account.css';

/** Every account screen, in the order a customer looks for them. Screens other issues build show their placeholder. */
export const accountLinks: readonly { href: string; label: string; description: string }[] = [
  { href: '/account/my-orders', label: 'My orders', description: 'Follow an order, order again, rate what you had' },
  { href: '/account/addresses', label: 'Addresses', description: 'Where we deliver to you' },
  { href: '/account/wishlist', label: 'Wishlist', description: 'Dishes you saved for later' },
  { href: '/account/wallet', label: 'Wallet', description: 'Your balance and its history' },
  { href: '/account/rewards', label: 'Rewards', description: 'Points you earned and how to use them' },
  { href: '/account/scratch-cards', label: 'Scratch cards', description: 'Cards waiting to be scratched' },
  { href: '/refer-a-friend', label: 'Refer a friend', description: 'Share your code, both of you earn' },
  { href: '/account/edit-profile', label: 'Edit profile', description: 'Your name, email, phone and picture' },
];

/**
 * /account: who is signed in, a way to every account screen, and Log out. Logging out takes the shopper home at once
 * (the page they are on is for customers only) and says so when it is done (auth.model.ts).
 */
export default function AccountScreen() {
  const [user, logOut] = useUnit([$user, logoutClicked]);
  const [, navigate] = useLocation();
  const contact = [user.email, user.phone].filter((value): value is string => typeof value === 'string' && value !== '');
  return (
    <section className="screen account-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Your account
      </h1>
      <div className="account-card">
        <Avatar name={user.name} src={user.avatar} size={64} />
        <div className="account-card__who">
          <p className="account-card__name">{user.name ?? 'Customer'}</p>
          {contact.map((value) => (
            <p key={value} className="account-card__contact">
              {value}
            </p>
          ))}
        </div>
      </div>
      <nav aria-label="Account">
        <ul className="account-links">
          {accountLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="account-link">
                <span className="account-link__label">{link.label}</span>
                <span className="account-link__description">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="button account-screen__logout"
        onClick={() => {
          // Home first: this screen is for customers, and once the session is gone it would send the shopper to log in.
          navigate('/', { replace: true });
          logOut();
        }}
      >
        Log out
      </button>
    </section>
  );
}

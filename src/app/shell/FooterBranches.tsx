import { useUnit } from 'effector-react';
import { $branchesState } from '@/models/branches/branches.model';

/** The phone number as a `tel:` link takes it: digits and a leading plus. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The store's branches in the footer, where a shopper looks for an address or a number to call: each with its address,
 * its phone as a link and whether it is open now, in words. Nothing shows for a store whose answer lists none.
 */
export default function FooterBranches() {
  const { branches } = useUnit($branchesState);
  if (branches.length === 0) return null;
  return (
    <section className="site-footer__branches" aria-labelledby="footer-branches-title">
      <h2 id="footer-branches-title" className="site-footer__title">
        {branches.length === 1 ? 'Visit us' : 'Our branches'}
      </h2>
      <ul className="site-footer__branch-list">
        {branches.map((branch) => (
          <li key={String(branch.id)} className="site-footer__branch">
            <h3 className="site-footer__branch-name">{branch.name}</h3>
            <address>
              {branch.address ? <span className="site-footer__branch-address">{branch.address}</span> : null}
              {branch.phone ? (
                <a href={telOf(branch.phone)} className="site-footer__branch-phone">
                  {branch.phone}
                </a>
              ) : null}
            </address>
            <p className="site-footer__branch-state">{branch.is_open ? 'Open now' : 'Closed now'}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

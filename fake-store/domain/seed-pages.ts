import { formatMinorUnits } from '@/domain/money';
import { CONTROL_HTML, XSS_PAYLOADS, withSentinel } from './xss-corpus';
import { branchPricing, defaultBranchPricing } from './cart-totals';
import type { StoredPage } from './db';
import { freeDeliveryPromise } from './seed-delivery';

/**
 * The store's content pages (GET /api/get-pages, GET /api/get-page): four listed pages with the merchant HTML a
 * real store writes (headings, paragraphs, lists, links), and one unlisted page, `hostile-markup`, whose content is
 * the XSS corpus the e2e suite throws at every other piece of merchant HTML (fake-store/domain/xss-corpus.ts). Dates are
 * counted back from the seed day; everything else is fixed.
 */

export const hostilePage = { slug: 'hostile-markup', title: 'Markup test' } as const;

/** The listed pages' slugs, in display order. */
export const listedPageSlugs = ['about-us', 'delivery', 'terms', 'privacy'] as const;

const aboutUs = `<h2>Our story</h2>
<p>Juniper Kitchen started in 2009 as a single stone oven on Market Street. Today our three kitchens cook
<strong>everything to order</strong>, from the dough we prove for 48 hours to the dressings we make each morning.</p>
<h3>What we care about</h3>
<ul>
  <li>Ingredients from farms within 100 miles, wherever we can.</li>
  <li>Packaging that is recyclable or compostable.</li>
  <li>Fair pay for every member of our team.</li>
</ul>
<h3>Find us</h3>
<p>Visit us at 120 Market Street or 8 Riverside Walk, or see <a href="/page/delivery">where we deliver</a>.</p>`;

const chargeOf = (branchId: string) => formatMinorUnits((branchPricing[branchId] ?? defaultBranchPricing).deliveryChargeCents);

const delivery = `<h2>Where and when we deliver</h2>
<p>We deliver from our Downtown and Riverside kitchens every day from 11:00 to 22:00. Orders placed at our
Airport counter are for collection only.</p>
<h3>Delivery charges</h3>
<p><strong>${freeDeliveryPromise}</strong>, from either kitchen. Below that, each kitchen charges:</p>
<table>
  <thead><tr><th scope="col">Kitchen</th><th scope="col">Charge</th></tr></thead>
  <tbody>
    <tr><td>Downtown</td><td>${chargeOf('1')}</td></tr>
    <tr><td>Riverside</td><td>${chargeOf('2')}</td></tr>
  </tbody>
</table>
<h3>How long it takes</h3>
<ol>
  <li>We confirm your order within two minutes.</li>
  <li>Your food is cooked to order: usually 15 to 20 minutes.</li>
  <li>A driver brings it to you, most often within 45 minutes of ordering.</li>
</ol>
<p>Something not right? Email <a href="mailto:hello@juniperkitchen.example">hello@juniperkitchen.example</a> and we will make it right.</p>`;

const terms = `<h2>Terms and conditions</h2>
<p>These terms apply to every order placed with Juniper Kitchen online. By placing an order you accept them.</p>
<h3>1. Orders</h3>
<p>An order is accepted when we confirm it. We may refuse an order when an item is no longer available; you are
not charged for anything we cannot supply.</p>
<h3>2. Prices and payment</h3>
<p>Prices include tax where shown. We accept:</p>
<ul>
  <li>Visa, Mastercard and American Express;</li>
  <li>Apple Pay and Google Pay;</li>
  <li>cash on collection at our Airport counter.</li>
</ul>
<p>Discount codes apply under their own conditions, and one code applies per order.</p>
<h3>3. Allergies</h3>
<p><strong>Our kitchens handle nuts, gluten, dairy and eggs.</strong> Please tell us about any allergy before you
order.</p>
<p>How we handle your details is set out in our <a href="/page/privacy">privacy policy</a>.</p>`;

const privacy = `<h2>Privacy policy</h2>
<p>We collect only what we need to cook and deliver your order, and to tell you about it.</p>
<h3>What we keep</h3>
<ul>
  <li>Your name, phone number and delivery address.</li>
  <li>What you ordered, so you can order it again.</li>
  <li>With your consent only: analytics about how the store is used.</li>
</ul>
<h3>Your rights</h3>
<p>You can ask for a copy of your details, or for them to be deleted, at any time. Read more about
<a href="https://example.com/privacy-rights" rel="noopener">your rights under data protection law</a>.</p>`;

/**
 * The XSS corpus as one page: the control HTML (which must survive sanitising), then every payload behind its
 * sentinel. Payloads that change how what follows them parses (`isolated`) come last, so each of the others is
 * parsed as written.
 */
export function hostileMarkupHtml(): string {
  const ordered = [...XSS_PAYLOADS.filter((payload) => !payload.isolated), ...XSS_PAYLOADS.filter((payload) => payload.isolated)];
  return [CONTROL_HTML, ...ordered.map(withSentinel)].join('\n');
}

const dayMs = 24 * 60 * 60 * 1000;

export function buildPages(now: Date): StoredPage[] {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysAgo = (days: number) => new Date(dayStart - days * dayMs + 9 * 60 * 60 * 1000).toISOString();
  return [
    {
      id: 1,
      title: 'About us',
      slug: 'about-us',
      content: aboutUs,
      meta_description: 'Juniper Kitchen has cooked to order since 2009: our story and what we care about.',
      updated_at: daysAgo(120),
      position: 1,
      listed: true,
    },
    {
      id: 2,
      title: 'Delivery information',
      slug: 'delivery',
      content: delivery,
      meta_description: 'Where and when Juniper Kitchen delivers, what it costs and how long it takes.',
      updated_at: daysAgo(14),
      position: 2,
      listed: true,
    },
    { id: 3, title: 'Terms and conditions', slug: 'terms', content: terms, meta_description: null, updated_at: daysAgo(200), position: 3, listed: true },
    {
      id: 4,
      title: 'Privacy policy',
      slug: 'privacy',
      content: privacy,
      meta_description: 'What Juniper Kitchen keeps about you, why, and your rights.',
      updated_at: daysAgo(60),
      position: 4,
      listed: true,
    },
    {
      id: 5,
      title: hostilePage.title,
      slug: hostilePage.slug,
      content: hostileMarkupHtml(),
      // Markup in plain text too: the head must show it as text.
      meta_description: 'Markup test: <script>__xss(0)</script> "quotes" & <b>tags</b> in a description.',
      updated_at: daysAgo(1),
      position: 99,
      listed: false,
    },
  ];
}

import { describe, expect, it } from 'vitest';
import { withoutCapabilities } from './capability-params.lib';

describe('an address fit to leave the page', () => {
  describe('leaves out what carries a capability', () => {
    it.each([
      ['the tracking link’s token', '/track-order/12?token=tr_9f8e7d', '/track-order/12'],
      ['the token of a full URL, keeping campaign tags', 'https://shop.example/track-order/12?utm_source=mail&token=tr_9f8e7d&gclid=abc', 'https://shop.example/track-order/12?utm_source=mail&gclid=abc'],
      ['any name ending in token, in any case', '/?access_token=a&preview_token=b&accessToken=c&Token=d&q=soup', '/?q=soup'],
      ['secrets and passwords', '/?client_secret=a&new_password=b', '/'],
      ['sign-in codes, keys and signatures', '/?code=123456&otp=246810&key=k&api_key=k&signature=s&sig=s&auth=a&jwt=j', '/'],
      ['a studio draft’s id', '/?preview=1&studio=draft-7', '/?preview=1'],
      ['a name written percent-encoded', '/?%74oken=a&q=1', '/?q=1'],
      ['a name without a value', '/?token&q=1', '/?q=1'],
      ['the fragment', '/product/pizza?utm_source=mail#product-options', '/product/pizza?utm_source=mail'],
    ])('%s', (_case, address, expected) => {
      expect(withoutCapabilities(address)).toBe(expected);
    });
  });

  describe('keeps what carries none', () => {
    it.each([
      ['a plain path', '/menu'],
      ['campaign tags and click ids', '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=Cj0&fbclid=Iw'],
      ['the storefront’s own queries, as written', '/search?q=vegan%20pizza&sort=price_asc&in_stock=1'],
      ['names that merely contain a capability’s word', '/?keyword=soup&codes_seen=2&tokens_left=3&monkey=1'],
      ['a referral code: shared on purpose', '/?ref=ALEX10&referral=ALEX10'],
      ['a sign-in return path', '/login?next=%2Faccount%2Fwallet'],
      ['an empty address', ''],
    ])('%s', (_case, address) => {
      expect(withoutCapabilities(address)).toBe(address);
    });
  });
});

import { useMemo } from 'react';
import type { FormatAmount, FormatDay } from '@/models/referrals/referrals.lib';
import { formatMoney } from '@/domain/money';
import { useMoneyFormat } from '@/shared/ui/Money';

/**
 * Money and dates for the referral screens' sentences, in the store's currency and locale, money by the one formatter
 * ("$5", "$2.50") like every other sum on the page.
 */
export function useReferralFormats(): { money: FormatAmount; day: FormatDay } {
  const format = useMoneyFormat();
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium' });
    return {
      money: (amount: number) => formatMoney(amount, format),
      day: (iso: string) => {
        const date = iso === '' ? null : new Date(iso);
        return date === null || Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
      },
    };
  }, [format]);
}

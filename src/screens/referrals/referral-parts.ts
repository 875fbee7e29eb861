import { useMemo } from 'react';
import type { FormatAmount, FormatDay } from '@/models/referrals/referrals.lib';
import { formatMinorUnits, toMinorUnits } from '@/shared/lib/money';
import { useMoneyFormat } from '@/shared/ui/Money';

/**
 * Money and dates for the referral screens' sentences, in the store's currency and locale. Rewards are said with the
 * store's decimals always ("$5.00", not "$5"): an offer reads as an exact sum.
 */
export function useReferralFormats(): { money: FormatAmount; day: FormatDay } {
  const format = useMoneyFormat();
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium' });
    return {
      money: (amount: number) => formatMinorUnits(toMinorUnits(amount, format.decimalPlaces), format, true),
      day: (iso: string) => {
        const date = iso === '' ? null : new Date(iso);
        return date === null || Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
      },
    };
  }, [format]);
}

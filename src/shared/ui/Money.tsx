import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $siteSettings } from '@/models/site/site.model';
import { formatMoney, moneyFormatFromSettings, type MoneyFormat } from '@/domain/money';

/** The store's money format (locale, currency, decimals, symbol placement) from its settings. */
export function useMoneyFormat(): MoneyFormat {
  const settings = useUnit($siteSettings);
  return useMemo(() => moneyFormatFromSettings(settings), [settings]);
}

/** An amount in the store's currency, through the one formatter. */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const format = useMoneyFormat();
  return <span className={className}>{formatMoney(amount, format)}</span>;
}

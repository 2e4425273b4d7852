import type { AdminVoucher } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

/** "RM 10.00 off" or "15 % off, at most RM 20.00". */
export function VoucherDiscount({ voucher }: { voucher: AdminVoucher }) {
  const { t } = useTranslation('adminMall');
  if (voucher.discount_type === 'fixed') {
    return <>{t('vouchers.off_fixed', { amount: groupMoney(voucher.amount ?? '0.00') })}</>;
  }
  return (
    <>
      {voucher.max_discount
        ? t('vouchers.off_percent_capped', {
            percent: voucher.percent ?? 0,
            max: groupMoney(voucher.max_discount),
          })
        : t('vouchers.off_percent', { percent: voucher.percent ?? 0 })}
    </>
  );
}

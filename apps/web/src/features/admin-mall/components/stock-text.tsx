import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { stockLevel } from '../lib/product-list';

/** The stock left, in orange when low and red when out. */
export function StockText({ stock }: { stock: number }) {
  const { t } = useTranslation('adminMall');
  const level = stockLevel(stock);
  const color = level === 'out' ? 'red' : level === 'low' ? 'orange' : undefined;
  return (
    <Text
      span
      size="sm"
      c={color}
      fw={level === 'ok' ? undefined : 700}
      data-testid={`admin-mall-stock-${level}`}
    >
      {stock}
      {level !== 'ok' && ` · ${t(`products.stock_${level}`)}`}
    </Text>
  );
}

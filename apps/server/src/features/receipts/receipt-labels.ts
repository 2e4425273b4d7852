import type { Wallet } from './receipt.js';

/** The languages a receipt is printed in (as the mails: English, Chinese, Malay). */
export type ReceiptLang = 'en' | 'zh' | 'ms';

export interface ReceiptLabels {
  /** The locale its weekdays are named in. */
  locale: string;
  receipt: string;
  registrationNo: string;
  cancelledOn: string;
  receiptNo: string;
  date: string;
  orderNo: string;
  member: string;
  paidBy: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  voucher: string;
  shipping: string;
  total: string;
  payment: string;
  paid: string;
  /** "From Cash wallet": the wallet's name put in. */
  from: (wallet: string) => string;
  refundedTo: (wallet: string) => string;
  lastDayToCancel: string;
  footer: string;
  wallets: Record<Wallet, string>;
}

/**
 * A receipt's words in the reader's language. The company block, names, amounts (RM), dates
 * (YYYY-MM-DD, the business time zone) and the operator's cooling-off statement are printed as
 * they are kept.
 */
export const receiptLabels: Record<ReceiptLang, ReceiptLabels> = {
  en: {
    locale: 'en-GB',
    receipt: 'RECEIPT',
    registrationNo: 'Registration No.',
    cancelledOn: 'CANCELLED on',
    receiptNo: 'Receipt No.',
    date: 'Date',
    orderNo: 'Order No.',
    member: 'Member',
    paidBy: 'Paid by',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    voucher: 'Voucher',
    shipping: 'Shipping',
    total: 'Total',
    payment: 'Payment',
    paid: 'Paid',
    from: (wallet) => `From ${wallet}`,
    refundedTo: (wallet) => `Refunded to ${wallet}`,
    lastDayToCancel: 'Last day to cancel',
    footer: 'This receipt is computer-generated and needs no signature.',
    wallets: {
      point1: 'Cash wallet',
      point2: 'Redemption wallet',
      point3: 'Register wallet',
      point4: 'Repurchase wallet',
    },
  },
  zh: {
    locale: 'zh-CN',
    receipt: '收据',
    registrationNo: '公司注册号',
    cancelledOn: '已取消于',
    receiptNo: '收据编号',
    date: '日期',
    orderNo: '订单编号',
    member: '会员',
    paidBy: '付款人',
    item: '商品',
    quantity: '数量',
    unitPrice: '单价',
    amount: '金额',
    subtotal: '小计',
    voucher: '优惠券',
    shipping: '运费',
    total: '总计',
    payment: '付款',
    paid: '已付',
    from: (wallet) => `来自${wallet}`,
    refundedTo: (wallet) => `退回${wallet}`,
    lastDayToCancel: '取消截止日',
    footer: '本收据由电脑生成，无需签名。',
    wallets: {
      point1: '现金钱包',
      point2: '兑换钱包',
      point3: '注册钱包',
      point4: '复购钱包',
    },
  },
  ms: {
    locale: 'ms-MY',
    receipt: 'RESIT',
    registrationNo: 'No. Pendaftaran',
    cancelledOn: 'DIBATALKAN pada',
    receiptNo: 'No. Resit',
    date: 'Tarikh',
    orderNo: 'No. Pesanan',
    member: 'Ahli',
    paidBy: 'Dibayar oleh',
    item: 'Barangan',
    quantity: 'Kuantiti',
    unitPrice: 'Harga seunit',
    amount: 'Jumlah',
    subtotal: 'Jumlah kecil',
    voucher: 'Baucar',
    shipping: 'Penghantaran',
    total: 'Jumlah keseluruhan',
    payment: 'Pembayaran',
    paid: 'Dibayar',
    from: (wallet) => `Daripada ${wallet}`,
    refundedTo: (wallet) => `Dikembalikan ke ${wallet}`,
    lastDayToCancel: 'Hari terakhir untuk membatalkan',
    footer: 'Resit ini dijana oleh komputer dan tidak memerlukan tandatangan.',
    wallets: {
      point1: 'Dompet tunai',
      point2: 'Dompet penebusan',
      point3: 'Dompet pendaftaran',
      point4: 'Dompet belian semula',
    },
  },
};

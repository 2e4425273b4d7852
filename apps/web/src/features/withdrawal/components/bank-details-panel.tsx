import { RecordsError } from '@/components/record-states';
import { useBankInfo } from '../api/bank-info';
import { BankDetailsForm } from './bank-details-form';
import { BankDetailsView } from './bank-details-view';
import { DialogLoading } from './load-states';

/**
 * Spec §4 withdraw details: a form until saved, then read only without the security password
 * (only support can reset them).
 */
export function BankDetailsPanel({ onDone }: { onDone: () => void }) {
  const bank = useBankInfo(true);
  if (bank.isError && !bank.data) {
    return (
      <RecordsError
        namespace="withdraw"
        testId="load-failed"
        onRetry={() => void bank.refetch()}
        retrying={bank.isFetching}
      />
    );
  }
  if (!bank.data) return <DialogLoading rows={6} testId="bank-loading" />;
  return bank.data.editable ? (
    <BankDetailsForm bank={bank.data} onDone={onDone} />
  ) : (
    <BankDetailsView bank={bank.data} />
  );
}

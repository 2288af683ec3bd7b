import { useQuery } from '@tanstack/react-query';
import { paymentRulesQueryOptions, statementFormatsQueryOptions } from '../../../api/staff-payments';
import { QueryState } from '../../../components/ui/query-state';
import { PaymentRulesForm } from './payment-rules-form';
import { StatementFormatForm } from './statement-format-form';

/** The rules of payment checking and each provider's statement columns, folded until opened. */
export function PaymentSettings() {
  const rules = useQuery(paymentRulesQueryOptions());
  const formats = useQuery(statementFormatsQueryOptions());
  return (
    <details className="mt-4">
      <summary className="h5">Payment rules and statement columns</summary>
      <div className="mt-3">
        <QueryState query={rules} loading="Loading the rules..." error="Failed to load the payment rules.">
          {(data) => <PaymentRulesForm rules={data} />}
        </QueryState>
        <QueryState query={formats} loading="Loading the columns..." error="Failed to load the statement columns.">
          {(data) => (
            <>
              {data.map((format) => (
                <StatementFormatForm key={format.provider} format={format} />
              ))}
            </>
          )}
        </QueryState>
      </div>
    </details>
  );
}

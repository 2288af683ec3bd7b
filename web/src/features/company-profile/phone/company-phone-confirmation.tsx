import { useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../api/companies';
import { PhoneConfirmation } from '../../shared/phone-confirmation/phone-confirmation';
import { confirmCompanyCode, requestCompanyCode } from './company-phone-requests';

const TEXTS = {
  confirmed:
    'New applications (one SMS per job per hour) and rejected payments come to this number by SMS. Choose which news you get on the Notifications page.',
  unconfirmed: 'Confirm it to get new applications and rejected payments by SMS.',
  empty: 'Confirm a mobile number by SMS to hear of new applications and rejected payments by text message.',
};

/**
 * Under the company profile's contact phone: its confirmation for SMS, with the seekers' code step
 * (docs/decisions/0093-sms-news.md); after each step the company's own profile is read again.
 */
export function CompanyPhoneConfirmation(props: {
  saved: string;
  confirmed: boolean;
  typed: string;
  onProblem: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.own() });
  return (
    <PhoneConfirmation
      {...props}
      steps={{ requestCode: requestCompanyCode, confirmCode: confirmCompanyCode, refresh }}
      texts={TEXTS}
    />
  );
}

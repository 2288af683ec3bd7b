/** Subscription plans (USD, 30 days) and the ways companies pay for them in Liberia. */
export const demoPlans = [
  {
    name: 'general',
    amount: 5,
    description: 'Try the board: post and manage a few jobs for 30 days.',
  },
  {
    name: 'basic',
    amount: 25,
    description: 'For small businesses hiring now and then: manage your jobs and applicants for 30 days.',
  },
  {
    name: 'professional',
    amount: 60,
    description: 'For growing companies hiring in several counties: unlimited job posts for 30 days.',
  },
  {
    name: 'enterprise',
    amount: 150,
    description: 'For large employers and recruiters: unlimited job posts for 30 days and priority support.',
  },
] as const;

export const demoProviders = [
  {
    provider: 'Orange Money',
    instructions:
      'Dial *144#, choose Pay Merchant and send the plan amount to merchant 0775 100 200 (Liberia Jobs). Enter the transaction ID from the confirmation SMS as the payment reference.',
  },
  {
    provider: 'MTN Mobile Money',
    instructions:
      'Dial *156#, choose Payments and send the plan amount to merchant code 881 200 (Liberia Jobs). Enter the transaction ID from the confirmation SMS as the payment reference.',
  },
  {
    provider: 'Bank transfer',
    instructions:
      'Transfer the plan amount in USD to Liberia Jobs, account 0100 2233 4455, First Liberty Savings Bank, Broad Street, Monrovia. Enter the bank slip number as the payment reference.',
  },
] as const;

/** The plan the demo employer has paid for. */
export const demoEmployerPlan = 'professional';

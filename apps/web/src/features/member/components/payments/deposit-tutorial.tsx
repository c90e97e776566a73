import { useTranslation } from '../../../../i18n';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** The deposit tutorial of spec section 2: how to pay a PIX charge, in four steps. */
export const DepositTutorial = ({ expiryMinutes }: { expiryMinutes: number }) => {
  const { t } = useTranslation();
  return (
    <details className="payments-card payments-tutorial" data-testid="deposit-tutorial">
      <summary>{t('payments.tutorial.title')}</summary>
      <ol className="payments-steps">
        {STEPS.map((step, index) => (
          <li key={step}>
            <span className="payments-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`payments.tutorial.${step}`, { count: expiryMinutes })}</span>
          </li>
        ))}
      </ol>
    </details>
  );
};

import type { SecondStep } from './login-form';
import { TwoFactorCodeStep } from './two-factor-code-step';
import { TwoFactorSetupStep } from './two-factor-setup-step';

/**
 * The sign-in's second step (issue 24 item 3), loaded only when a password answers a challenge:
 * the code of a user with two-factor sign-in, or enrolment first when the app settings require it.
 */
export default function SecondStepPanel({ step, onBack }: { step: SecondStep; onBack: () => void }) {
  return step.kind === 'code' ? <TwoFactorCodeStep step={step} onBack={onBack} /> : <TwoFactorSetupStep step={step} onBack={onBack} />;
}

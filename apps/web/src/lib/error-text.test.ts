import { ERROR_CODES, FIELD_ERROR_CODES } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { errorText, fieldErrorTextOf } from './error-text';
import { i18n, initI18n, loadLanguage } from './i18n';

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('tr');
});
afterAll(() => i18n.changeLanguage('en'));

const t = (language: 'en' | 'tr') => i18n.getFixedT(language);
const refusal = new ApiRequestError(409, { message: "The driver's balance (₺10.00) no longer covers this transfer (₺25.00)", code: 'transfer.balance_not_covering', params: { balance: 1_000, amount: 2_500 } });

describe('server messages in the admin language (issue 22, item 10)', () => {
  it('has an English and a Turkish text for every error code and every field code of the contract', () => {
    for (const language of ['en', 'tr'] as const) {
      for (const code of ERROR_CODES) expect(i18n.exists(`errors:code.${code}`, { lng: language }), `${language} ${code}`).toBe(true);
      for (const code of FIELD_ERROR_CODES) expect(i18n.exists(`errors:field.${code}`, { lng: language }), `${language} ${code}`).toBe(true);
    }
  });

  it('shows the translation of the code with its figures as money, never the English message', async () => {
    expect(errorText(refusal, t('en'), 'fallback')).toBe("The driver's balance (₺10.00) no longer covers this transfer (₺25.00).");
    await i18n.changeLanguage('tr');
    expect(errorText(refusal, t('tr'), 'fallback')).toBe('Sürücünün bakiyesi (₺10,00) artık bu transferi (₺25,00) karşılamıyor.');
    await i18n.changeLanguage('en');
  });

  it('puts a field code under its field in the language, and falls back without a code', () => {
    const invalid = new ApiRequestError(400, { message: 'Invalid request. rejectionReason: A rejection reason is required', code: 'validation_failed', fieldErrors: { rejectionReason: { code: 'rejection_reason_required' } } });
    expect(fieldErrorTextOf(invalid, 'rejectionReason', t('tr'))).toBe('Lütfen ret için bir neden girin');
    expect(errorText(invalid, t('en'), 'fallback')).toBe('Some fields need attention: see the messages under them.');
    expect(errorText(new ApiRequestError(0, {}), t('en'), 'fallback')).toBe('fallback');
  });
});

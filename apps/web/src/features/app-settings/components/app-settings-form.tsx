import { Alert, Button, Fieldset, Grid, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { DISPATCH_SETTINGS } from '@taxi/contract/dispatch';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, showSaveError } from '@/lib/form-errors';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useUpdateAppSettings } from '../api/update-app-settings';
import { toFareClock } from '../fare-clock';
import { appSettingsValidation, settingsToValues, valuesToBody, type AppSettingsFormValues } from '../form/app-settings-form-values';
import { ClockInput } from './clock-input';
import { DayTimeline } from './day-timeline';
import { OperatorTimeZone } from './operator-time-zone';
import classes from './app-settings-form.module.css';
import { PeakTimesField } from './peak-times-field';

/**
 * App settings of SPEC.md §2.8/§5: night window, peak ranges, the transfer sender; 'Save Settings'.
 * `timeZone` is the operator's clock the windows are read on (a server setting, shown, not edited).
 */
export function AppSettingsForm({ initialValues, timeZone }: { initialValues: AppSettingsFormValues; timeZone: string }) {
  const { t } = useTranslation('app-settings');
  const mayWrite = useCan()('settings.write');
  const update = useUpdateAppSettings();
  const form = useForm<AppSettingsFormValues>({
    mode: 'controlled',
    initialValues,
    validate: appSettingsValidation,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const fieldProps = (path: string, label: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldErrorText(props.error, t), label, withAsterisk: true, 'data-testid': `field-${path}` };
  };

  const save = async (values: AppSettingsFormValues) => {
    try {
      const saved = settingsToValues(await update.mutateAsync(valuesToBody(values)));
      form.setValues(saved);
      form.resetDirty(saved);
      notify.success(t('toast.saved'));
    } catch (error) {
      showSaveError(error, form.setErrors, t('common:genericError'));
    }
  };

  const onInvalid = (_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) => {
    notify.error(t('toast.invalid'));
    focusFirstInvalid(event?.currentTarget);
  };

  return (
    <form noValidate data-testid="app-settings-form" onSubmit={form.onSubmit((submitted) => void save(submitted), onInvalid)}>
      {/* A role without settings.write (issue 24) reads the settings: every field disabled, no save. */}
      {!mayWrite && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />} mb="md" data-testid="settings-read-only">
          {t('readOnly')}
        </Alert>
      )}
      <fieldset disabled={!mayWrite} className={classes.readOnly}>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Fieldset legend={t('sections.night')} radius="md">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">{t('hints.night')}</Text>
                <OperatorTimeZone timeZone={timeZone} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <ClockInput {...fieldProps('nightTimeFrom', t('fields.nightTimeFrom'))} />
                  <ClockInput {...fieldProps('nightTimeTo', t('fields.nightTimeTo'))} />
                </SimpleGrid>
              </Stack>
            </Fieldset>
            <Fieldset legend={t('sections.peak')} radius="md">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">{t('hints.peak')}</Text>
                <PeakTimesField form={form} fieldProps={fieldProps} />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('sections.timeline')} radius="md">
              <DayTimeline clock={toFareClock(form.values, timeZone)} />
            </Fieldset>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Fieldset legend={t('sections.sender')} radius="md">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">{t('hints.sender')}</Text>
                <TextInput {...fieldProps('transferFromName', t('fields.transferFromName'))} maxLength={200} />
                <TextInput {...fieldProps('tranferFromEmail', t('fields.tranferFromEmail'))} type="email" maxLength={254} />
                <TextInput {...fieldProps('transferFromPhone', t('fields.transferFromPhone'))} type="tel" maxLength={40} />
                <Textarea {...fieldProps('transferFromAddress', t('fields.transferFromAddress'))} autosize minRows={2} maxRows={5} maxLength={500} />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('sections.payouts')} radius="md">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">{t('hints.payouts')}</Text>
                <TextInput {...fieldProps('payoutSecondApprovalThreshold', t('fields.payoutSecondApprovalThreshold'))} inputMode="decimal" leftSection="₺" description={t('hints.threshold')} />
                <TextInput {...fieldProps('transferFromIban', t('fields.transferFromIban'))} withAsterisk={false} maxLength={42} autoComplete="off" spellCheck={false} />
                <TextInput {...fieldProps('transferFromBic', t('fields.transferFromBic'))} withAsterisk={false} maxLength={11} autoComplete="off" spellCheck={false} />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('sections.dispatch')} radius="md">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">{t('hints.dispatch')}</Text>
                <NumberInput {...fieldProps('dispatchOfferSeconds', t('fields.dispatchOfferSeconds'))} min={DISPATCH_SETTINGS.offerSeconds.min} max={DISPATCH_SETTINGS.offerSeconds.max} allowDecimal={false} allowNegative={false} suffix={` ${t('units.seconds')}`} />
                <NumberInput {...fieldProps('dispatchMaxTries', t('fields.dispatchMaxTries'))} min={DISPATCH_SETTINGS.maxTries.min} max={DISPATCH_SETTINGS.maxTries.max} allowDecimal={false} allowNegative={false} />
                <NumberInput {...fieldProps('dispatchLeadMinutes', t('fields.dispatchLeadMinutes'))} min={DISPATCH_SETTINGS.leadMinutes.min} max={DISPATCH_SETTINGS.leadMinutes.max} allowDecimal={false} allowNegative={false} suffix={` ${t('units.minutes')}`} />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('sections.signIn')} radius="md">
              <Switch
                {...form.getInputProps('twoFactorRequiredForAdminAndFinance', { type: 'checkbox' })}
                label={t('fields.twoFactorRequiredForAdminAndFinance')}
                description={t('hints.twoFactorRequired')}
                data-testid="field-twoFactorRequiredForAdminAndFinance"
              />
            </Fieldset>
          </Stack>
        </Grid.Col>
      </Grid>
      </fieldset>
      {mayWrite && (
        <Group justify="flex-end" mt="lg">
          {form.isDirty() && (
            <Button variant="default" onClick={() => form.reset()}>{t('actions.discard')}</Button>
          )}
          <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />}>{t('actions.save')}</Button>
        </Group>
      )}
    </form>
  );
}

import { Button, Fieldset, Grid, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { MAX_PASSENGERS, type TripTypeBody } from '@taxi/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldErrorText, showSaveError } from '@/lib/form-errors';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import type { FareClockState } from '../fare/fare-clock-state';
import { parsePercent } from '../form/number-text';
import {
  MONEY_FIELDS, PERCENT_FIELDS, tripTypeValidation, valuesToBody, valuesToFares, valuesToRates,
  type TripTypeField, type TripTypeFormMode, type TripTypeFormValues,
} from '../form/trip-type-form-values';
import { FarePreview } from './fare-preview';
import { MoneyInput } from './money-input';
import { PercentInput } from './percent-input';

interface TripTypeFormProps {
  mode: TripTypeFormMode;
  initialValues: TripTypeFormValues;
  clock: FareClockState;
  submitLabel: string;
  successMessage: string;
  onSave: (body: TripTypeBody) => Promise<unknown>;
  /** Shown under the fare preview with the fares as typed (null while one is incomplete): the edit screen's back-test. */
  aside?: (fares: ReturnType<typeof valuesToFares>) => ReactNode;
}

/** Hints under the input, so inputs side by side line up whatever the hint's length. */
const WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * The create and edit form of SPEC.md §2.4/§5: every field required, its message under it once
 * touched, changed or after a submit; an invalid submit only says 'Please enter valid data!'.
 * Fares are typed in lira and sent in kuruş. The fare preview follows every keystroke.
 */
export function TripTypeForm({ mode, initialValues, clock, submitLabel, successMessage, onSave, aside }: TripTypeFormProps) {
  const { t } = useTranslation('trip-types');
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useForm<TripTypeFormValues>({
    mode: 'controlled',
    initialValues,
    validate: tripTypeValidation(mode),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const field = (name: TripTypeField) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldErrorText(props.error, t), label: t(`fields.${name}`), withAsterisk: true, inputWrapperOrder: WRAPPER_ORDER, 'data-testid': `field-${name}` };
  };

  const save = async (values: TripTypeFormValues) => {
    setSaving(true);
    try {
      await onSave(valuesToBody(values));
      notify.success(successMessage);
      await navigate(paths.tripTypes.list.getHref());
    } catch (error) {
      showSaveError(error, form.setErrors, t('common:genericError'));
      setSaving(false);
    }
  };

  const onInvalid = (_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) => {
    notify.error(t('toast.invalid'));
    focusFirstInvalid(event?.currentTarget);
  };

  return (
    <form noValidate data-testid="trip-type-form" onSubmit={form.onSubmit((values) => void save(values), onInvalid)}>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Fieldset legend={t('sections.general')} radius="md">
              <Stack gap="sm">
                <TextInput {...field('typeName')} placeholder={t('placeholders.typeName')} maxLength={100} autoComplete="off" />
                <Textarea {...field('description')} placeholder={t('placeholders.description')} autosize minRows={2} maxRows={6} maxLength={1000} />
                <NumberInput {...field('numberOfPassengers')} description={t('hints.passengers')} min={1} max={MAX_PASSENGERS}
                  allowDecimal={false} allowNegative={false} clampBehavior="none" maw={220} />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('sections.fares')} radius="md">
              <Text size="sm" c="dimmed" mb="sm">{t('hints.lira')}</Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {MONEY_FIELDS.map((name) => (
                  <MoneyInput key={name} {...field(name)} placeholder={t('placeholders.lira')} />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('sections.percentages')} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {PERCENT_FIELDS.map((name) => (
                  <PercentInput key={name} {...field(name)} description={t(`hints.${name}`)} placeholder={t('placeholders.percent')} />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={paths.tripTypes.list.getHref()}>{t('actions.cancel')}</Button>
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>{submitLabel}</Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <FarePreview rates={valuesToRates(form.values)} systemPercentage={parsePercent(form.values.systemPercentage)} clock={clock} subtitle={t('preview.subtitle')} />
            {aside?.(valuesToFares(form.values))}
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}

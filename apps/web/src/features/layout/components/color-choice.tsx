import { CheckIcon, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SURFACE_COLORS, type SurfaceColor } from '../settings/layout-settings';

const SWATCH: Record<SurfaceColor, string> = {
  default: 'var(--mantine-color-body)',
  dark: '#1c2230',
  indigo: 'var(--mantine-color-indigo-7)',
  blue: 'var(--mantine-color-blue-7)',
  teal: 'var(--mantine-color-teal-7)',
  grape: 'var(--mantine-color-grape-7)',
  red: 'var(--mantine-color-red-7)',
  orange: 'var(--mantine-color-orange-7)',
};

interface ColorChoiceProps {
  label: string;
  testId: string;
  value: SurfaceColor;
  onChange: (value: SurfaceColor) => void;
}

/** A row of colour swatches for one surface (header, navigation or brand). */
export function ColorChoice({ label, testId, value, onChange }: ColorChoiceProps) {
  const { t } = useTranslation('layout');
  return (
    <div>
      <Text size="sm" fw={500} mb={6}>
        {label}
      </Text>
      <Group gap={8} role="radiogroup" aria-label={label} data-testid={testId}>
        {SURFACE_COLORS.map((color) => (
          <Tooltip key={color} label={t(`settings.colors.${color}`)} openDelay={300}>
            <ColorSwatch
              component="button"
              type="button"
              role="radio"
              aria-checked={value === color}
              aria-label={t(`settings.colors.${color}`)}
              data-color={color}
              color={SWATCH[color]}
              size={26}
              withShadow
              onClick={() => onChange(color)}
              style={{ cursor: 'pointer', border: '1px solid var(--mantine-color-default-border)', color: color === 'default' ? 'var(--mantine-color-text)' : '#fff' }}
            >
              {value === color && <CheckIcon size={11} />}
            </ColorSwatch>
          </Tooltip>
        ))}
      </Group>
    </div>
  );
}
